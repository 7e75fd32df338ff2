import { formatDay } from '@gloh/contract/english-dates';
import { type PressRelease, pressReleaseAnchor } from '@gloh/contract/press-releases';
import { jsonLdText, newsArticleStructuredData } from '../news-article';
import investorPageHeroStyles from '../../../components/investor-page-hero.module.css';
import styles from '../press-releases.module.css';

interface PressReleaseArticleProps {
  release: PressRelease;
  siteUrl: string;
  /** The press-releases page's canonical URL. */
  pageUrl: string;
}

/** One release, addressable by its anchor (pressReleaseUrl), with its structured data. */
export function PressReleaseArticle({ release, siteUrl, pageUrl }: PressReleaseArticleProps) {
  const { id, title, summary, published, updated, body } = release;
  return (
    <article
      id={pressReleaseAnchor(id)}
      className={`${investorPageHeroStyles.investorCard} ${styles.pressRelease}`}
    >
      <h2 className="h4 fw-bold">{title}</h2>
      <p className="text-body-secondary small">
        <time dateTime={published}>{formatDay(published)}</time>
        {updated && updated !== published && (
          <>
            {' · Updated '}
            <time dateTime={updated}>{formatDay(updated)}</time>
          </>
        )}
      </p>
      <p className="fw-semibold">{summary}</p>
      {body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdText(newsArticleStructuredData(release, { siteUrl, pageUrl })),
        }}
      />
    </article>
  );
}
