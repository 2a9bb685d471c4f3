import { Accordion, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { PageShell } from '../layout/page-shell.tsx';
import { Breadcrumbs } from '../navigation/breadcrumbs.tsx';
import { HELP_TOPICS, type HelpTopic } from './help-center-content.ts';

/** The tab phones show after the topics; it has no content yet (SPEC section 2). */
const USER_GUIDE = 'user-guide';

function TopicAccordion({ topic }: { topic: HelpTopic }) {
  const headingId = `help-${topic.value}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {topic.accordion}
      </Heading>
      <Accordion.Root collapsible multiple defaultValue={['0']}>
        {topic.questions.map(({ question, answer }, index) => (
          <Accordion.Item key={question} value={String(index)}>
            <Accordion.ItemTrigger cursor="pointer">
              <Text flex="1" textAlign="start" fontWeight="medium">
                {question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>{answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}

/** /help-center: breadcrumb Home > Help Center, a tab per topic, each an accordion of questions. */
export function HelpCenterPage({ homeHref }: { homeHref: string }) {
  return (
    <PageShell
      title="Help Center"
      before={<Breadcrumbs items={[{ label: 'Home', href: homeHref }, { label: 'Help Center' }]} />}
      width="4xl"
    >
      <Tabs.Root defaultValue={HELP_TOPICS[0]?.value} variant="line" fitted={false}>
        <Tabs.List overflowX="auto">
          {HELP_TOPICS.map((topic) => (
            <Tabs.Trigger key={topic.value} value={topic.value} flexShrink={0}>
              {topic.tab}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value={USER_GUIDE} flexShrink={0} display={{ base: 'flex', md: 'none' }}>
            User guide
          </Tabs.Trigger>
        </Tabs.List>
        {HELP_TOPICS.map((topic) => (
          <Tabs.Content key={topic.value} value={topic.value} pt="6">
            <TopicAccordion topic={topic} />
          </Tabs.Content>
        ))}
        <Tabs.Content value={USER_GUIDE} />
      </Tabs.Root>
    </PageShell>
  );
}
