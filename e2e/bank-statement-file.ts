/**
 * A camt.053.001.02 statement as a German bank exports it at the end of a day, with one credit per transfer
 * given: what a test uploads in the back office to pay the orders it placed.
 */
export interface Transfer {
  /** Decimal amount in euros, as the bank writes it ('1299.90'). */
  amount: string;
  reference: string;
  payer: string;
  /** The bank's own reference of the entry, unique per entry. */
  bankReference: string;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function camt053(day: string, transfers: readonly Transfer[]): string {
  const entries = transfers
    .map(
      (transfer) => `
      <Ntry>
        <Amt Ccy="EUR">${transfer.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${transfer.bankReference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">${transfer.amount}</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>${xmlText(transfer.payer)}</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>DE02120300000000202051</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>${xmlText(transfer.reference)}</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>E2E${day.replace(/-/g, '')}${transfers[0]?.bankReference ?? ''}</MsgId><CreDtTm>${day}T23:30:00.0+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${day}-DE89370400440532013000-EUR</Id>
      <ElctrncSeqNb>1</ElctrncSeqNb>
      <CreDtTm>${day}T23:30:00.0+01:00</CreDtTm>
      <FrToDt><FrDtTm>${day}T00:00:00.0+01:00</FrDtTm><ToDtTm>${day}T23:59:59.0+01:00</ToDtTm></FrToDt>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
