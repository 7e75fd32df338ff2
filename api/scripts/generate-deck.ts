/**
 * Builds the sample investor deck (fictional content) into assets/.
 * Run: pnpm --filter @gloh/api deck:generate
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const OUTPUT = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'assets',
  'gloh-investor-presentation.pdf',
);
const PAGE = { width: 960, height: 540 }; // 16:9 slides
const BRAND = rgb(0.05, 0.33, 0.55);
// Fixed so the committed file only changes when the content does.
const BUILD_DATE = new Date('2025-07-18T00:00:00Z');

interface Slide {
  title: string;
  lines: string[];
}

const SLIDES: Slide[] = [
  {
    title: 'Gloh - Investor Presentation',
    lines: [
      'Predictive analytics and clinical decision support for behavioral health.',
      'SAMPLE DECK - all figures and names are fictional, for demonstration only.',
    ],
  },
  {
    title: 'The problem',
    lines: [
      'Up to 85% of people with behavioral health conditions relapse within a year.',
      'Care teams see warning signs too late; readmissions are costly for everyone.',
    ],
  },
  {
    title: 'Our products',
    lines: [
      'Gloh Predict - AI risk prediction engine and risk dashboard for clinicians.',
      'Gloh Care - patient-driven care coordination for patients and care teams.',
      'Gloh Research - cohort explorer and data governance (coming soon).',
      'Gloh Staff - carer matching, credentialing and scheduling (planned).',
    ],
  },
  {
    title: 'Roadmap',
    lines: [
      'Phase 1 (months 0-9): pilot with partner clinics.',
      'Phase 2 (months 9-15): expand integrations (FHIR R4, OAuth 2.0).',
      'Phase 3 (months 15-24): scale to 10,000+ patients.',
    ],
  },
  {
    title: 'Targets (illustrative)',
    lines: [
      '$200-500K ARR pipeline, 2+ pilot customers, 10,000+ patients.',
      'Contact: info@gloh.example',
    ],
  },
];

async function main(): Promise<void> {
  const doc = await PDFDocument.create();
  doc.setTitle('Gloh Investor Presentation (sample)');
  doc.setAuthor('Gloh (fictional sample)');
  doc.setCreationDate(BUILD_DATE);
  doc.setModificationDate(BUILD_DATE);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  SLIDES.forEach((slide, index) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    page.drawRectangle({ x: 0, y: PAGE.height - 90, width: PAGE.width, height: 90, color: BRAND });
    page.drawText(slide.title, {
      x: 48,
      y: PAGE.height - 60,
      size: 32,
      font: bold,
      color: rgb(1, 1, 1),
    });
    slide.lines.forEach((line, row) => {
      page.drawText(line, {
        x: 48,
        y: PAGE.height - 150 - row * 40,
        size: 20,
        font: regular,
        color: rgb(0.1, 0.1, 0.1),
      });
    });
    page.drawText(`${index + 1} / ${SLIDES.length}`, {
      x: PAGE.width - 80,
      y: 24,
      size: 12,
      font: regular,
    });
  });
  mkdirSync(dirname(OUTPUT), { recursive: true });
  // The unstamped deck is readable by its owner only, like the database.
  writeFileSync(OUTPUT, await doc.save({ useObjectStreams: false }), { mode: 0o600 });
  chmodSync(OUTPUT, 0o600);
  console.log(`Wrote ${OUTPUT}`);
}

await main();
