import { execFileSync } from 'node:child_process';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * After web/src/gql is written: the trusted documents of production
 * (web/src/gql/persisted-documents.json), from the texts Apollo Client sends for those
 * operations. With `--check` it only verifies that the file is current.
 */
function writeTrustedDocuments() {
  const check = process.argv.includes('--check') ? ['--check'] : [];
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/graphql/trusted-documents/write-manifest.ts', ...check], { stdio: 'inherit' });
}

// One schema (schema/*.graphql), two outputs: typed resolvers for the BFF and typed
// documents for the client. Generated folders are never edited by hand.
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  // Specs are not the client: their documents never become trusted documents.
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.spec.{ts,tsx}'],
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  hooks: { afterAllFileWrite: [writeTrustedDocuments] },
  generates: {
    'server/src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GraphQLContext',
        mapperTypeSuffix: 'Model',
        // What a parent really is, per module (STYLE.md): `path#Name` is imported as `NameModel`.
        mappers: {
          Viewer: '../../modules/navigation/navigation.mappers#Viewer',
          NavItem: '../../modules/navigation/navigation.types#NavItem',
          Report: '../../modules/reporting/reporting.mappers#Report',
          RuleWorkbench: '../../modules/workbench/workbench.mappers#RuleWorkbench',
          RuleVersion: '../../modules/workbench/workbench.mappers#RuleVersion',
          RuleDraftCheck: '../../modules/workbench/workbench.mappers#RuleDraftCheck',
          RuleCellView: '../../modules/workbench/workbench.mappers#RuleCellView',
          ReferenceData: '../../modules/reference/reference.mappers#ReferenceData',
          ScaProduct: '../../modules/reference/reference.mappers#ScaProduct',
          BcProduct: '../../modules/reference/reference.mappers#BcProduct',
          PmUser: '../../modules/reference/reference.mappers#PmUser',
          Ticket: '../../modules/tickets/tickets.mappers#Ticket',
          Cid: '../../modules/cids/cids.mappers#Cid',
          Pan: '../../modules/pans/pans.mappers#Pan',
          HouseConnection: '../../modules/pans/pans.mappers#HouseConnection',
          Location: '../../modules/locations/locations.mappers#Location',
          LocationDetails: '../../modules/locations/locations.mappers#LocationDetails',
          Order: '../../modules/orders/orders.mappers#Order',
          SigningOrder: '../../modules/orders/orders.mappers#SigningOrder',
        },
        useIndexSignature: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'documentNode' },
    },
  },
};

export default config;
