import type { ClientDictionary } from '../../../client-dictionary';

export const searchClient: ClientDictionary['search'] = {
  heading: 'खोज के परिणाम',
  documentTitle: 'खोज: {query} - {site}',
  // परिणाम is the same for one and many; hi-IN counts 0 as "one" too.
  results: { one: '{count} परिणाम', other: '{count} परिणाम' },
  status: {
    loading: 'खोज रहे हैं…',
    error: 'अभी खोज काम नहीं कर रही है। कृपया फिर से कोशिश करें।',
    partial: '"{query}" के लिए अब तक {results}, लेखों में अभी खोज चल रही है…',
    incomplete:
      'खोज पूरी नहीं हो पाई: लेखों के अंदर नहीं खोजा जा सका। "{query}" के लिए अब तक {results}। कृपया फिर से कोशिश करें।',
    final: '"{query}" के लिए {results}',
    offlineError:
      'आप ऑफ़लाइन हैं, और इस खोज के लिए ऐसी फ़ाइलें चाहिए जो इस डिवाइस पर अभी सेव नहीं हैं। इंटरनेट से जुड़ने के बाद फिर से कोशिश करें।',
    offlineIncomplete:
      'आप ऑफ़लाइन हैं: "{query}" के लिए {results}, उन लेखों में से जिन्हें यह डिवाइस खोज सकता है। हो सकता है कुछ परिणाम छूट गए हों।',
  },
  noResults: 'कोई लेख नहीं मिला। दूसरे शब्दों से खोजकर देखें।',
  didYouMean: 'क्या आप {term} खोजना चाहते थे?',
  allTopics: 'सेहत के सभी विषय देखें',
  startWith: 'या इनमें से किसी लेख से शुरू करें',
  titlesLabel: 'लेखों के शीर्षक',
};
