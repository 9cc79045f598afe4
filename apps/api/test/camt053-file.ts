/**
 * camt.053 statements for the tests, written out so that each part can be made hostile: an entry's XML is
 * given whole or from its facts, and the document around the entries may be replaced.
 */
export interface CreditFacts {
  /** The amount as the bank writes it ('249.90'). */
  amount: string;
  currency?: string;
  reference: string;
  payer: string;
  payerIban: string;
  /** The bank's own reference, unique per entry (else a second upload finds it imported already). */
  bankReference: string;
  day?: string;
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One booked credit with one transaction, as a German bank writes it (.02); `raw` parts go in unescaped. */
export function creditEntry(facts: CreditFacts, raw: { amount?: string; reference?: string } = {}): string {
  const day = facts.day ?? '2026-11-20';
  const currency = escapeXml(facts.currency ?? 'EUR');
  const amount = raw.amount ?? escapeXml(facts.amount);
  return `
      <Ntry>
        <Amt Ccy="${currency}">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${escapeXml(day)}</Dt></BookgDt>
        <ValDt><Dt>${escapeXml(day)}</Dt></ValDt>
        <AcctSvcrRef>${escapeXml(facts.bankReference)}</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="${currency}">${amount}</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>${escapeXml(facts.payer)}</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>${escapeXml(facts.payerIban)}</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>${raw.reference ?? escapeXml(facts.reference)}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;
}

/** A statement of the shop's account holding `entries` (each an `Ntry` element's XML). */
export function camtStatement(
  entries: string,
  options: { statementId?: string; namespace?: string; account?: string } = {},
): string {
  const namespace = options.namespace ?? 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';
  const account =
    options.account ?? '<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>';
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${namespace}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>TEST-${options.statementId ?? 'STATEMENT'}</MsgId><CreDtTm>2026-11-20T23:30:00.0+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${options.statementId ?? '2026-11-20-DE89370400440532013000-EUR'}</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <FrToDt><FrDtTm>2026-11-20T00:00:00.0+01:00</FrDtTm><ToDtTm>2026-11-20T23:59:59.0+01:00</ToDtTm></FrToDt>
      ${account}${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
