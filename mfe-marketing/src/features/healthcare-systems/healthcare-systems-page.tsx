import { AudiencePage, type AudiencePageContent } from '../../components/audience-page';
import { chartIcon } from '../../components/icons/chart';
import { clipboardIcon } from '../../components/icons/clipboard';
import { plugIcon } from '../../components/icons/plug';
import { shieldIcon } from '../../components/icons/shield';
import { trendIcon } from '../../components/icons/trend';
import { usersIcon } from '../../components/icons/users';

const CONTENT: AudiencePageContent = {
  routeId: 'healthcare-systems',
  title: 'For Healthcare Systems',
  headline: 'Fewer readmissions. Better use of every care hour.',
  lead: 'Gloh helps health systems find the patients at rising risk of relapse or readmission, and coordinate the right follow-up at scale.',
  description:
    'Gloh for healthcare systems: readmission risk prediction, population risk stratification and care coordination that integrates with your EHR.',
  keywords: ['healthcare systems', 'readmission reduction', 'population health'],
  featuresTitle: 'Built for health-system scale',
  features: [
    {
      icon: trendIcon,
      title: 'Readmission risk prediction',
      text: 'Daily risk scores for discharged patients, so outreach reaches the right people first.',
    },
    {
      icon: usersIcon,
      title: 'Population risk stratification',
      text: 'See risk across programmes and sites, and plan staffing and outreach around it.',
    },
    {
      icon: plugIcon,
      title: 'EHR integration',
      text: 'FHIR R4 and OAuth 2.0 APIs bring scores into existing workflows instead of another screen.',
    },
    {
      icon: clipboardIcon,
      title: 'Care coordination',
      text: 'Tasks, check-ins and messages keep every member of the care team aligned after discharge.',
    },
    {
      icon: chartIcon,
      title: 'Outcome reporting',
      text: 'Track readmissions, engagement and follow-up completion over time.',
    },
    {
      icon: shieldIcon,
      title: 'Enterprise security',
      text: 'HIPAA compliance, SOC 2 Type II controls, role-based access and full audit trails.',
    },
  ],
  ctaTitle: 'Bring predictive care to your system',
  ctaText: 'We will walk you through a pilot shaped around your population and workflows.',
};

export default function HealthcareSystemsPage() {
  return <AudiencePage content={CONTENT} />;
}
