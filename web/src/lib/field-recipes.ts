import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field.js';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input.js';
import { addRecipes } from './system';

/**
 * The recipes of a labelled text input (Field, Input): the login pages need only these
 * (features/auth/form-fields.tsx), the screens with forms add the rest (`./form-recipes.ts`).
 * Like `./later-recipes.ts`, every module that renders such a component imports this module
 * (or `./form-recipes.ts`) for its effect.
 */
export const fieldRecipes = { input: inputRecipe };
export const fieldSlotRecipes = { field: fieldSlotRecipe };

addRecipes(fieldRecipes, fieldSlotRecipes);
