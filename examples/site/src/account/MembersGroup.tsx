import { useEffect, useState } from 'react';
import { Icon } from '../components/Icon.js';
import { accountRequest } from './auth.js';

/**
 * The members' private group (spec part 1; issue 33 §6): the server gives its link (MEMBERS_GROUP_URL) only to a
 * Full Access member, so the card shows only for them, and not at all when no group is configured.
 */
export function MembersGroup() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    accountRequest<{ url: string }>('GET', '/api/v1/account/members-group')
      .then((body) => current && setUrl(body.url))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!url) return null;
  return (
    <section className="card" aria-labelledby="members-group-heading">
      <h2 id="members-group-heading">Members’ private group</h2>
      <p>A private group where Full Access members talk with others going through the same steps.</p>
      <a href={url} target="_blank" rel="noopener noreferrer" className="icon-link">
        <Icon name="people" />
        Join the private group<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
