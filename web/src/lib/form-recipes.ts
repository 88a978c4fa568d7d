import { inputAddonRecipe } from '@chakra-ui/react/theme/recipes/input-addon.js';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select.js';
import { fieldRecipes, fieldSlotRecipes } from './field-recipes';
import { addRecipes } from './system';

/**
 * The recipes of form fields (Field, Input, InputGroup, NativeSelect): the login and the screens with forms
 * bring them, the home page with its header has no form (issue 20, B9). Like
 * `./later-recipes.ts`, every module that renders one of these components imports this
 * module for its effect; `system.spec.ts` checks that.
 */
export const formRecipes = {
  ...fieldRecipes,
  inputAddon: inputAddonRecipe,
};

export const formSlotRecipes = {
  ...fieldSlotRecipes,
  nativeSelect: nativeSelectSlotRecipe,
};

addRecipes(formRecipes, formSlotRecipes);
