import { AudiencePage, type AudiencePageContent } from '../../components/audience-page';

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
      icon: 'trend',
      title: 'Readmission risk prediction',
      text: 'Daily risk scores for discharged patients, so outreach reaches the right people first.',
    },
    {
      icon: 'users',
      title: 'Population risk stratification',
      text: 'See risk across programmes and sites, and plan staffing and outreach around it.',
    },
    {
      icon: 'plug',
      title: 'EHR integration',
      text: 'FHIR R4 and OAuth 2.0 APIs bring scores into existing workflows instead of another screen.',
    },
    {
      icon: 'clipboard',
      title: 'Care coordination',
      text: 'Tasks, check-ins and messages keep every member of the care team aligned after discharge.',
    },
    {
      icon: 'chart',
      title: 'Outcome reporting',
      text: 'Track readmissions, engagement and follow-up completion over time.',
    },
    {
      icon: 'shield',
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
