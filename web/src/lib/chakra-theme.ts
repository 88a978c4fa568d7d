/**
 * Chakra's theme (tokens, text and layer styles), put together as `@chakra-ui/react/theme` does,
 * from its modules one by one. The package's theme entry also builds Chakra's default config
 * from all 80 recipes: whoever imports it has every recipe module in the first load's module
 * graph, so that recipes of lazily loaded screens cannot leave it and unused ones leave their
 * anatomy behind (issue 20, B8/B9). `@chakra-ui/react/theme/*` resolves to the package's
 * `dist/esm/theme/*` (vite.config.ts, tsconfig.json); a Chakra update that moves a module fails
 * the build.
 */
import { breakpoints } from '@chakra-ui/react/theme/breakpoints.js';
import { globalCss } from '@chakra-ui/react/theme/global-css.js';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles.js';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles.js';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-ui/react/theme/text-styles.js';
import { animations } from '@chakra-ui/react/theme/tokens/animations.js';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs.js';
import { borders } from '@chakra-ui/react/theme/tokens/borders.js';
import { colors } from '@chakra-ui/react/theme/tokens/colors.js';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor.js';
import { durations } from '@chakra-ui/react/theme/tokens/durations.js';
import { easings } from '@chakra-ui/react/theme/tokens/easings.js';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights.js';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts.js';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights.js';
import { radii } from '@chakra-ui/react/theme/tokens/radius.js';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes.js';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing.js';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices.js';

export { animationStyles, breakpoints, globalCss, keyframes, layerStyles, textStyles };

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};
