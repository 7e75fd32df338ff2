import { AudiencePage, type AudiencePageContent } from '../../components/audience-page';
import { boltIcon } from '../../components/icons/bolt';
import { chartIcon } from '../../components/icons/chart';
import { eyeIcon } from '../../components/icons/eye';
import { lightbulbIcon } from '../../components/icons/lightbulb';
import { scaleIcon } from '../../components/icons/scale';
import { searchIcon } from '../../components/icons/search';

const CONTENT: AudiencePageContent = {
  routeId: 'clinicians-researchers',
  title: 'For Clinicians & Researchers',
  headline: 'Explainable risk for clinicians. Governed data for research.',
  lead: 'See who needs attention and why, then study outcomes on consented, de-identified data, all on one platform.',
  description:
    'Gloh for clinicians and researchers: explainable relapse risk, clinical decision support, cohort discovery and governed research data.',
  keywords: ['clinical decision support', 'explainable AI', 'cohort discovery', 'research data'],
  featuresTitle: 'Tools for the clinic and the lab',
  features: [
    {
      icon: eyeIcon,
      title: 'Explainable risk scores',
      text: 'Every score shows its top drivers (SHAP, LIME), so you can judge it like any other finding.',
    },
    {
      icon: boltIcon,
      title: 'Prioritised alerts',
      text: 'A short, ranked list of patients who need attention today, not a flood of notifications.',
    },
    {
      icon: lightbulbIcon,
      title: 'Decision support',
      text: 'Suggested next steps based on guidelines and similar cases, always left to your judgement.',
    },
    {
      icon: searchIcon,
      title: 'Cohort discovery',
      text: 'Build and size research cohorts across consented data in minutes.',
    },
    {
      icon: chartIcon,
      title: 'Statistical analysis',
      text: 'Run common analyses on governed data and export de-identified results for publication.',
    },
    {
      icon: scaleIcon,
      title: 'Data governance',
      text: 'Consent tracking, access approvals and audit trails built into every study.',
    },
  ],
  ctaTitle: 'Shape the tools with us',
  ctaText:
    'We are looking for clinicians and research teams to pilot Gloh and tell us what matters.',
};

export default function CliniciansResearchersPage() {
  return <AudiencePage content={CONTENT} />;
}
