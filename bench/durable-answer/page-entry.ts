// Bundled into the page by ./in-chromium.ts.
import { durableAnswerSamples } from './samples';

(globalThis as { durableAnswerSamples?: typeof durableAnswerSamples }).durableAnswerSamples = durableAnswerSamples;
