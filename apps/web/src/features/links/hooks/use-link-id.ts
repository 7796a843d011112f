import { useParams } from 'react-router';

/** The :linkId of the address as a number, or null when it is not a positive whole number. */
export function useLinkId(): number | null {
  const { linkId } = useParams();
  const id = Number(linkId);
  return /^\d+$/.test(linkId ?? '') && id > 0 ? id : null;
}
