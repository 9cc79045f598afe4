import { PDFDocument, StandardFonts } from 'pdf-lib';
import { decimalOf } from './amounts';
import type { Inquiry } from './state';

/**
 * The credit information (SECCI) a plan's `secciUrl` names: a real, small PDF with the plan's figures, so a
 * shop that links it or fetches it gets a document a browser opens. The text is the emulator's, not the
 * legal form's.
 */
export async function secciPdf(inquiry: Inquiry, numberOfRates: number): Promise<Uint8Array | null> {
  const plan = inquiry.plans.find((candidate) => candidate.numberOfRates === numberOfRates);
  if (!plan) return null;
  const money = (units: number) => `${decimalOf(units).slice(0, -2)} ${inquiry.currency}`;
  const document = await PDFDocument.create();
  document.setTitle('Standard European Consumer Credit Information');
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pdfPage = document.addPage([595, 842]);
  const lines = [
    'Standard European Consumer Credit Information (emulated)',
    '',
    `Inquiry: ${inquiry.id}`,
    `Amount of credit: ${money(inquiry.amountUnits)}`,
    `Number of monthly rates: ${plan.numberOfRates}`,
    `Monthly rate: ${money(plan.rates[0]?.amountUnits ?? 0)}`,
    `Nominal interest rate: ${plan.nominalInterestRate.toFixed(2)} % p.a.`,
    `Effective annual interest rate: ${plan.effectiveInterestRate.toFixed(2)} %`,
    `Total amount payable: ${money(plan.totalAmountUnits)}`,
    '',
    ...plan.rates.map((rate, index) => `Rate ${index + 1}, due ${rate.date}: ${money(rate.amountUnits)}`),
  ];
  lines.forEach((line, index) => {
    pdfPage.drawText(line, { x: 50, y: 790 - index * 18, size: index === 0 ? 14 : 11, font });
  });
  return document.save();
}
