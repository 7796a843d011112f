import type { LinkTag } from '@app/shared/links';
import { useState } from 'react';
import { mergeTags, tagKey } from '../utils/tag-choices.ts';

/**
 * The link form's tag checkboxes: the server's tags (known once loaded) with the link's own
 * pre-checked, plus names added in the form, which start checked (spec §2).
 */
export function useTagChoices(knownTags: readonly LinkTag[], linkTags: readonly LinkTag[]) {
  const [added, setAdded] = useState<LinkTag[]>([]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set(linkTags.map((tag) => tagKey(tag.linkTagName))),
  );
  const choices = mergeTags(knownTags, linkTags, added);

  const setChecking = (name: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(tagKey(name));
      else next.delete(tagKey(name));
      return next;
    });

  /** Spec §5: the new name is trimmed and ignored if empty; a name already listed is just checked. */
  const add = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (!choices.some((tag) => tagKey(tag.linkTagName) === tagKey(trimmed))) {
      setAdded((current) => [...current, { linkTagId: null, linkTagName: trimmed }]);
    }
    setChecking(trimmed, true);
  };

  return {
    choices,
    isChecked: (tag: LinkTag) => checked.has(tagKey(tag.linkTagName)),
    toggle: (tag: LinkTag) => setChecking(tag.linkTagName, !checked.has(tagKey(tag.linkTagName))),
    add,
    checkedTags: choices.filter((tag) => checked.has(tagKey(tag.linkTagName))),
  };
}

export type TagChoices = ReturnType<typeof useTagChoices>;
