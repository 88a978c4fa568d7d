import { graphql } from '../../gql';
import { inputMutation, listQuery, optionSource, refusal } from './operation';

/**
 * A PAN as its lists show it (the generic list's rows on `/pans` and `/pans-branch`); the
 * acknowledgement block shows the same facts above its history.
 */
export const ListScreenPanFragment = graphql(`
  fragment ListScreen_pan on Pan {
    id
    view
    aan
    area {
      place
      postcode
      region
    }
    constructionState {
      key
      label
    }
    plannedCompletion
    completedAt
    mainContractor {
      accountId
      name
    }
    houseConnectionFirms {
      accountId
      name
    }
    houseConnections
    completedHouseConnections
    completedShare
    acknowledgement {
      state
      label
    }
  }
`);

/** A house connection's construction: firm, dates and material (the PAN's CIDs, and the section of the CID details). */
export const SectionsHouseConnectionFragment = graphql(`
  fragment Sections_houseConnection on HouseConnection {
    firm {
      accountId
      name
    }
    plannedDate
    completedAt
    documentation {
      ...Sections_documentation
    }
  }
`);

/** The material documented for a house connection (the sections of the PAN's CIDs and of the CID details). */
export const SectionsDocumentationFragment = graphql(`
  fragment Sections_documentation on MaterialDocumentation {
    cable {
      id
      name
    }
    rack {
      id
      name
    }
    colour {
      id
      name
    }
    documentedBy
    documentedAt
  }
`);

/** `/pans` (PAN-Bau) and `/pans-branch` (HA-Bau): one page of PANs of the view. */
export const PanListQuery = graphql(`
  query PanList($view: ConstructionView!, $filter: PanFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
    pans(view: $view, filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        ...ListScreen_pan
        modifiedAt
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

/** `/pans/:aan_pan/cids` and `/pans-branch/:aan_pan/cids`: the house connections of a PAN. */
export const PanHouseConnectionsQuery = graphql(`
  query PanHouseConnections(
    $panId: ID!
    $view: ConstructionView!
    $filter: HouseConnectionFilter
    $sort: [SortInput!]
    $first: Int
    $offset: Int
  ) {
    panHouseConnections(panId: $panId, view: $view, filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
      items {
        cid
        panId
        address {
          ...ValueView_address
        }
        constructionState {
          key
          label
        }
        ...Sections_houseConnection
        canEditMaterial
        modifiedAt
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`);

export const panOperations = {
  PanList: listQuery(PanListQuery, (data) => data.pans),
  PanHouseConnections: listQuery(PanHouseConnectionsQuery, (data) => data.panHouseConnections),
};

/** The material codes of speed for the documentation of a house connection. */
export const MaterialCodesQuery = graphql(`
  query MaterialCodes {
    reference {
      materialCodes {
        id
        group
        groupLabel
        name
        noChoice
      }
    }
  }
`);

export const UpdateHouseConnectionMaterialMutation = graphql(`
  mutation UpdateHouseConnectionMaterial($input: HouseConnectionMaterialInput!) {
    updateHouseConnectionMaterial(input: $input) {
      ok
      houseConnection {
        cid
        documentation {
          documentedAt
        }
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

const materialGroup = (group: number) =>
  optionSource(MaterialCodesQuery, (data) =>
    (data.reference?.materialCodes ?? []).filter((code) => code.group === group).map((code) => ({ value: code.id, label: code.name ?? String(code.id) })),
  );

export const panOptionSources = {
  materialCables: materialGroup(1),
  materialRacks: materialGroup(2),
  materialColours: materialGroup(3),
};

export const panMutations = {
  UpdateHouseConnectionMaterial: inputMutation(UpdateHouseConnectionMaterialMutation, ({ updateHouseConnectionMaterial: result }) => ({
    ok: result.ok,
    value: result.houseConnection,
    error: refusal(result.error),
  })),
};
