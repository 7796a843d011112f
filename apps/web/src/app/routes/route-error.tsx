import { Link } from 'react-router';

/** Shown when a screen fails to load (e.g. its chunk is gone after a deploy) or throws. */
export function RouteError() {
  return (
    <main className="container py-5 text-center">
      <title>Something went wrong</title>
      <h1 className="h3">Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <button type="button" className="btn btn-primary me-2" onClick={() => window.location.reload()}>
        Reload
      </button>
      <Link to="/homepage">Go to the home page</Link>
    </main>
  );
}
