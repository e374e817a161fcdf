import { PLATFORM_OPERATOR_ELEMENT_ID, type PlatformOperator } from '../../domain/platform-operator.ts';
import { renderJsonScript } from './html-page.ts';

/** The operator for the buyers' app (ADR 0470): every buyer page carries it for its footer. */
export function renderPlatformOperatorData(operator: PlatformOperator): string {
  return renderJsonScript(PLATFORM_OPERATOR_ELEMENT_ID, operator);
}
