import { ExternalLink } from "../../../components/ExternalLink";
import { Icon } from "../../../components/Icon";
import { PhoneLink } from "../../../components/PhoneLink";
import { SocialIcon } from "../../../components/shell/SocialIcon";
import type { SocialLink } from "../../../content/types";

/** E-mail, phone and social links beside the contact form. */
export function ReachCard({
  title,
  email,
  phone,
  social,
  labels,
}: {
  title: string;
  email: string;
  phone: { display: string; href: string };
  social: readonly SocialLink[];
  labels: { emailLabel: string; phoneLabel: string; socialLabel: string };
}) {
  return (
    <aside className="card reach-card" aria-labelledby="reach-title">
      <h3 id="reach-title" className="card-title">
        {title}
      </h3>
      <dl className="reach-list">
        <div>
          <dt>
            <Icon name="mail" size={20} /> {labels.emailLabel}
          </dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="phone" size={20} /> {labels.phoneLabel}
          </dt>
          <dd>
            <PhoneLink phone={phone} />
          </dd>
        </div>
        <div>
          <dt>
            <Icon name="users" size={20} /> {labels.socialLabel}
          </dt>
          <dd>
            <ul className="reach-social">
              {social.map((link) => (
                <li key={link.network}>
                  <ExternalLink href={link.href}>
                    <SocialIcon network={link.network} size={18} />
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
