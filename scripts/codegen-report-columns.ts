// The parts of openapi.yaml that the report column catalogue (src/shared/reports) decides: each
// report's `sortBy` values (its column ids), its filter parameters (one per catalogue filter, with
// the options of a select), and the row values the server reads by the catalogue's lists (the
// register's agent fields, the store's Windows services). They stand in openapi.yaml between marker
// comments
//   # BEGIN generated <region> ...
//   # END generated <region>
// and `npm run codegen` rewrites them, so a column added to the catalogue is in the contract; the
// freshness check (scripts/check-codegen.ts) fails while they are stale.
import { CamelCasePlugin } from 'kysely';
import { alertKindRegions } from './codegen-alert-kinds';
import { parse } from 'yaml';
import { cashpointAgentFields, cashpointCatalogue, type AgentField } from '../src/shared/reports/cashpointColumns';
import type { ReportCatalogue } from '../src/shared/reports/catalogue';
import { storeCatalogue, storeServiceIds } from '../src/shared/reports/storeColumns';
import type { ReportFilter } from '../src/shared/reports/types';

interface ContractReport {
  /** The prefix of its parameter names in components/parameters. */
  prefix: 'Cashpoint' | 'Store';
  catalogue: ReportCatalogue<never>;
}

const reports: ContractReport[] = [
  { prefix: 'Cashpoint', catalogue: cashpointCatalogue as ReportCatalogue<never> },
  { prefix: 'Store', catalogue: storeCatalogue as ReportCatalogue<never> },
];

/** A YAML scalar: a plain word as it is, anything else in single quotes (YAML doubles a quote). */
function scalar(value: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : `'${value.replace(/'/g, "''")}'`;
}

const upperFirst = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The components/parameters name of a filter. */
const filterParameter = (report: ContractReport, filter: ReportFilter<never>) =>
  `${report.prefix}Filter${upperFirst(filter.id)}`;

/** A text filter matches a part of the value; a select one of its options exactly. */
function filterSchema(filter: ReportFilter<never>): string {
  if (filter.kind === 'text') return "{ $ref: '#/components/schemas/ReportTextFilter' }";
  const options = (filter.options ?? []).map((o) => `'${o.value.replace(/'/g, "''")}'`);
  return `{ type: string, enum: [${options.join(', ')}] }`;
}

/** The `parameters` entries of one report's calls: a reference to each of its filters. */
function filterReferences(report: ContractReport): string[] {
  return report.catalogue.filters.map((f) => `- { $ref: '#/components/parameters/${filterParameter(report, f)}' }`);
}

/** The definitions in components/parameters: each report's sortBy and its filter parameters. */
function parameterDefinitions(): string[] {
  return reports.flatMap((report) => [
    `${report.prefix}ReportSortBy:`,
    '  name: sortBy',
    '  in: query',
    '  description: A column id; a column not on screen sorts by the default one.',
    `  schema: { type: string, enum: [${report.catalogue.columns.map((c) => scalar(c.id)).join(', ')}] }`,
    ...report.catalogue.filters.flatMap((filter) => [
      `${filterParameter(report, filter)}:`,
      `  name: ${scalar(filter.id)}`,
      '  in: query',
      `  description: Filters by the column \`${filter.columnId}\`; applies only while the column is on screen.`,
      `  schema: ${filterSchema(filter)}`,
    ]),
  ]);
}

const agentFieldSchemas: Record<AgentField['kind'], string> = {
  text: '{ type: string, nullable: true }',
  yesNo: '{ type: boolean, nullable: true }',
  seconds: '{ type: integer, nullable: true, description: Unix seconds. }',
};

/** The names the database layer gives back: the server reads each agent value under its name as an alias. */
class DatabaseNames extends CamelCasePlugin {
  roundTrip = (name: string) => this.camelCase(this.snakeCase(name));
}

/** The register row's values read from the agent info, as properties of CashpointReportRow. */
function agentFieldProperties(): string[] {
  const names = new DatabaseNames();
  return Object.entries(cashpointAgentFields).map(([name, field]) => {
    // 'mariaDBVersion' would come back as 'mariaDbversion' and read as null in every row.
    if (names.roundTrip(name) !== name)
      throw new Error(`cashpointAgentFields: ${name} comes back from the database as ${names.roundTrip(name)}`);
    return `${name}: ${agentFieldSchemas[field.kind]}`;
  });
}

/** The store row's service states, as properties of StoreReportRow. */
const serviceProperties = () => storeServiceIds.map((id) => `${scalar(id)}: { type: string, nullable: true }`);

/** Every property of the register row is sent, so every one is required. */
function cashpointRowRequired(contract: string): string[] {
  const doc = parse(contract) as { components: { schemas: Record<string, { properties: object }> } };
  return [`required: [${Object.keys(doc.components.schemas.CashpointReportRow!.properties).join(', ')}]`];
}

type Regions = Record<string, string[]>;

/** The lines of each generated region, by region name; the required list follows the properties. */
export function reportRegions(contract: string): Regions {
  return {
    'cashpoint-report-filters': filterReferences(reports[0]!),
    'store-report-filters': filterReferences(reports[1]!),
    'report-parameters': parameterDefinitions(),
    'cashpoint-report-agent-fields': agentFieldProperties(),
    'store-report-services': serviceProperties(),
    'cashpoint-report-row-required': cashpointRowRequired(contract),
    // The alert-kind catalogue's regions, written in the same pass (./codegen-alert-kinds.ts).
    ...alertKindRegions(),
  };
}

const regionPattern = /^([ \t]*)# BEGIN generated ([\w-]+)(.*)\n[\s\S]*?^[ \t]*# END generated \2[ \t]*\n/gm;

function replaceRegions(contract: string, regions: Regions): string {
  const seen = new Set<string>();
  const result = contract.replace(regionPattern, (_match, indent: string, name: string, rest: string) => {
    const lines = regions[name];
    if (!lines) throw new Error(`openapi.yaml: unknown generated region ${name}`);
    seen.add(name);
    const body = lines.map((line) => `${indent}${line}\n`).join('');
    return `${indent}# BEGIN generated ${name}${rest}\n${body}${indent}# END generated ${name}\n`;
  });
  const missing = Object.keys(regions).filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`openapi.yaml lacks the generated regions ${missing.join(', ')}`);
  return result;
}

/**
 * openapi.yaml with every generated region written afresh; an unknown or missing region is an error.
 * Twice: the required list of the register row is read from its properties as generated.
 */
export function withReportRegions(contract: string): string {
  const once = replaceRegions(contract, reportRegions(contract));
  return replaceRegions(once, reportRegions(once));
}
