// The NDA record as both parties see it (issue #12): who signed, when, from where, which text, the
// decision. Who decided or revoked is always the seller and is left out (issue #27): a rejected or
// revoked buyer sees 'Seller', and an id would name her.
import type { NdaRecord } from '@bizmarkt/shared/contract';
import type { NdaRecordWithText } from '../repositories/nda-records';

export function toNdaRecord(row: NdaRecordWithText): NdaRecord {
  return {
    id: row.id,
    dialog_id: row.dialog_id,
    business_id: row.business_id,
    request_message_id: row.request_message_id,
    signer_id: row.signer_id,
    signer_name: row.signer_name,
    signed_at: row.signed_at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    nda_version_id: row.nda_version_id,
    nda_version: row.nda_version,
    nda_text_sha256: row.nda_text_sha256,
    nda_text: row.nda_text,
    decision: row.decision,
    decided_at: row.decided_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}
