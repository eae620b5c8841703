import { readFileSync } from 'node:fs'
import type { BabyName } from '../../core/names/baby-name'
import type { NameDirectory } from '../../core/names/ports/name-directory'
import { contentFile } from './content-files'

/** The built list (names/baby-names.json, made by names/build-names.ts from names/baby-names.txt). */
const BABY_NAMES_FILE = contentFile('names', 'baby-names.json')

/** The NameDirectory over the JSON list shipped with the server, read once. */
export class JsonNameDirectory implements NameDirectory {
  private readonly names: readonly BabyName[]

  constructor(file = BABY_NAMES_FILE) {
    this.names = (JSON.parse(readFileSync(file, 'utf8')) as { names: BabyName[] }).names
  }

  all(): readonly BabyName[] {
    return this.names
  }
}
