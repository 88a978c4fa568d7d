import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox.js';
import { codeRecipe } from '@chakra-ui/react/theme/recipes/code.js';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme/recipes/collapsible.js';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list.js';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog.js';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme/recipes/fieldset.js';
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list.js';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton.js';
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat.js';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table.js';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs.js';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea.js';
import { addRecipes } from './system';

/**
 * The recipes of the Chakra components that only lazily loaded screens render (tables, tabs,
 * dialogs, check boxes…): they come with the first of those screens, not with the first load
 * (issue 20, B8/B9). Every module that renders one of these components imports this module
 * for its effect (`import '../lib/later-recipes'`), so the recipes are there before it renders;
 * `system.spec.ts` checks that.
 */
export const laterRecipes = {
  code: codeRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
};

export const laterSlotRecipes = {
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

addRecipes(laterRecipes, laterSlotRecipes);
