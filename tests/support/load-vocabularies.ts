import { loadVocabulary } from '../../ui/components/vocabulary'

// The browser and the server load a language's jyotish terms before a page renders (ui/app/router.tsx);
// unit tests call the label modules directly, in every language.
await Promise.all((['hi', 'ta', 'te'] as const).map((language) => loadVocabulary(language)))
