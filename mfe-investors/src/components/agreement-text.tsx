import { agreementParagraphs } from '@gloh/contract/deck-agreement';

/** An agreement's text as paragraphs of plain text: markup in it shows as typed, never runs. */
export function AgreementText({ body }: { body: string }) {
  return (
    <>
      {agreementParagraphs(body).map((lines, index) => (
        <p key={index} className="text-break">
          {lines.map((line, lineIndex) => (
            <span key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </>
  );
}
