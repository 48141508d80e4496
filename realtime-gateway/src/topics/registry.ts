import { badgeTopic } from './badge.ts';
import { orderTopic } from './order.ts';
import { chatTopic } from './chat.ts';
import { qrTopic } from './qr.ts';
import { screenTopic } from './screen.ts';
import type { TopicFactory } from './topic.ts';

/**
 * Every topic the gateway runs, in start order. A new topic is one file under `topics/` exporting a
 * `TopicFactory`, plus one line here (see README.md, "Adding a topic").
 */
export const TOPICS: readonly TopicFactory[] = [badgeTopic(), screenTopic(), qrTopic(), orderTopic(), chatTopic()];
