import trustSealUrl from '../assets/trust-seal.svg';

export function TrustSeal() {
  return (
    <img
      src={trustSealUrl}
      alt="Secure SSL: your connection to this site is encrypted"
      className="trust-seal"
      width={120}
      height={140}
    />
  );
}
