import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/create-db.ts';

// Words of realistic video titles; every link draws a few, so common words match many links
// (like real searches do) and rare combinations match few.
export const SEED_WORDS = `cook biryani recipe paneer masala dosa idli chutney tandoori kebab curry dal rice
roti naan samosa chai coffee guitar lesson piano song cover live concert drum bass violin flute
react typescript javascript node python rust golang docker kubernetes postgres sql linux git
tutorial beginner advanced course lecture interview podcast review unboxing travel vlog goa
kerala mumbai delhi jaipur himalaya trek camping beach monsoon festival diwali holi cricket
football kabaddi chess yoga workout running cycling marathon fitness diet health science space
rocket physics chemistry biology history geography economics finance stock market budget tax
saving investing loan emi house garden plant flower bird cat dog elephant tiger wildlife forest
river mountain lake ocean island city village train bus car bike flight airport hotel street
food market shopping fashion design art painting sketch photography camera drone editing music
dance movie trailer comedy drama documentary news weather election speech debate quiz puzzle
game strategy minecraft animation cartoon kids story bedtime lullaby poem book author writing`
  .split(/\s+/)
  .filter(Boolean);

const TAGS = `music cooking travel tech learning fitness news kids movies sports finance nature
gaming art science comedy history health diy podcast`
  .split(/\s+/)
  .filter(Boolean);

const TYPES = ['Video', 'Tutorial', 'Music', 'Podcast', 'Documentary'];

/**
 * Seeds `count` links for one owner in a few set-based statements (100,000 in seconds, not
 * minutes), with two tags each from a pool of 20, and keeps the owner's totals right.
 */
export async function seedLinks(db: Db, ownerId: string, count: number): Promise<void> {
  const words = sql.raw(`array[${SEED_WORDS.map((w) => `'${w}'`).join(',')}]`);
  const tags = sql.raw(`array[${TAGS.map((t) => `'${t}'`).join(',')}]`);
  const types = sql.raw(`array[${TYPES.map((t) => `'${t}'`).join(',')}]`);
  const pick = (salt: string) => sql.raw(`w[1 + abs(hashtext(i::text || '${salt}')) % ${SEED_WORDS.length}]`);
  await db.execute(sql`
    insert into link_tags (owner_id, name)
    select ${ownerId}, t from unnest(${tags}) t
    on conflict do nothing`);
  await db.execute(sql`
    with source as (
      select i,
        initcap(concat_ws(' ', ${pick('a')}, ${pick('b')}, ${pick('c')}, ${pick('d')})) || ' ' || i as name,
        concat_ws(' ', 'A', ${pick('e')}, ${pick('f')}, 'video about', ${pick('g')}, ${pick('h')},
          'and', ${pick('j')}, 'for', ${pick('k')}, 'lovers') as description,
        (${types})[1 + i % ${TYPES.length}] as type,
        'https://www.youtube.com/watch?v=' || substr(md5(i::text || ${ownerId}), 1, 11) as url,
        (${tags})[1 + i % ${TAGS.length}] as tag1,
        (${tags})[1 + (i * 7 + 3) % ${TAGS.length}] as tag2
      from generate_series(1, ${count}) i, (select ${words} as w) vocabulary
    ), inserted as (
      insert into links (owner_id, url, name, description, type, search_text)
      select ${ownerId}, url, name, description, type,
        lower(concat_ws(E'\\n', name, description, url, type, tag1, tag2))
      from source
      returning id, search_text
    )
    insert into link_tag_links (link_id, tag_id)
    select inserted.id, link_tags.id from inserted
    join link_tags on link_tags.owner_id = ${ownerId}
      and lower(link_tags.name) = any(string_to_array(split_part(inserted.search_text, E'\\n', 5) || E'\\n' || split_part(inserted.search_text, E'\\n', 6), E'\\n'))
    on conflict do nothing`);
  await db.execute(sql`
    insert into link_owner_stats (owner_id, link_count, version)
    values (${ownerId}, ${count}, 1)
    on conflict (owner_id) do update set
      link_count = link_owner_stats.link_count + ${count},
      version = link_owner_stats.version + 1`);
  // The state the daily maintenance of the embedded database (db/embedded-maintenance.ts) keeps.
  for (const table of ['links', 'link_tag_links', 'link_tags']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
