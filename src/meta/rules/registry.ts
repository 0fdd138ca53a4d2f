import { createRuleRegistry, type RuleDef } from './define-rule';
import { characterRules } from './definitions/characters';
import { contactRules } from './definitions/contact';
import { crossFieldRules } from './definitions/cross-field';
import { geoRules } from './definitions/geo';
import { identityRules } from './definitions/identity';
import { numberRules } from './definitions/numbers';
import { passwordRules } from './definitions/passwords';
import { presenceRules } from './definitions/presence';
import { sizeRules } from './definitions/size';
import { settingRules } from './definitions/settings';

/** Every validation rule usable in a field's pipe string (SPEC section 5). */
const REGISTRY = createRuleRegistry([
  presenceRules,
  sizeRules,
  contactRules,
  characterRules,
  identityRules,
  numberRules,
  geoRules,
  passwordRules,
  settingRules,
  crossFieldRules,
]);

export const RULE_NAMES: string[] = [...REGISTRY.keys()];

export const getRule = (name: string): RuleDef | undefined => REGISTRY.get(name);
