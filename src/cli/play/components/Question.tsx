// The question a screen asks before the player loses something (shared/confirmations.ts): its title and what
// happens, then y to go on; any other key keeps things as they are.
import { Text } from 'ink';
import type { Question as QuestionText } from '../../../shared/confirmations.js';

export function Question({ question }: { question: QuestionText }) {
  return (
    <Text color="yellow">
      <Text bold>{`${question.title} `}</Text>
      <Text>{`${question.body} y: yes, any other key: no.`}</Text>
    </Text>
  );
}
