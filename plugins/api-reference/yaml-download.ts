/**
 * The YAML download of a bundled spec. Written with YAML 1.1's quoting rules: every string that a YAML 1.1
 * reader would read as something else (dates and timestamps such as `2026-07-01`, `yes`/`no`/`on`/`off`,
 * sexagesimal `1:20`, `0777`) is quoted, so PyYAML's `safe_load`, js-yaml's default schema and YAML 1.2
 * readers all get the values of the JSON download. The file has no `%YAML` directive: what it holds reads
 * the same under both versions.
 */
import {stringify} from 'yaml';

export function specYaml(bundled: unknown): string {
  return stringify(bundled, {lineWidth: 0, version: '1.1'});
}
