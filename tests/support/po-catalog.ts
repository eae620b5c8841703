import { readFileSync } from 'node:fs'
import { parsePoFile } from '@lingui/format-po'

/** The live messages of a Lingui .po catalog (obsolete ones left out, as `lingui compile` leaves them out). */
export function poMessages(file: string) {
  return parsePoFile(readFileSync(file, 'utf8')).items.filter((item) => !item.obsolete)
}
