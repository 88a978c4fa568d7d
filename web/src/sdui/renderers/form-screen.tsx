import { Box, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { FallbackScreen } from '../components/fallback-screen';
import { FormView } from '../components/form-view';
import { ScreenHeader } from '../components/screen-header';
import { specOf, type FormScreenSpec } from '../definition';
import type { ScreenRendererProps } from '../screen-renderer';

/** Renderer of screens of kind 'form'; loaded on demand when such a route is opened. */
export default function FormScreen({ screen }: ScreenRendererProps) {
  const spec = specOf<FormScreenSpec>(screen);
  const params = useParams();
  if (!spec.form) return <FallbackScreen screen={screen} />;
  return (
    <Stack gap="5">
      <ScreenHeader title={screen.title} intro={spec.intro} context={{ screen }} />
      <Box bg="white" borderWidth="1px" rounded="md" p="6" maxW="3xl">
        <FormView form={spec.form} context={params} />
      </Box>
    </Stack>
  );
}
