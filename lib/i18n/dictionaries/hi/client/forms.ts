// The forms words the browser needs, in Hindi: the contact form, the form service's messages, the
// articles' "Was this helpful?" form and the toaster (keys: ../../en/client/forms.ts).
import type { ClientDictionary } from '../../../client-dictionary';

export const formsClient: ClientDictionary['forms'] = {
  contact: {
    fields: {
      name: 'पूरा नाम',
      phone: 'फ़ोन नंबर',
      email: 'ईमेल पता',
      city: 'शहर',
    },
    requiredNote: {
      before: 'जिन खानों पर',
      asterisk: 'तारे',
      after: ' का निशान है, उन्हें भरना ज़रूरी है।',
    },
    errors: {
      required: 'कृपया अपना {field} लिखें।',
      tooLong: '{field} {max} अक्षरों से लंबा नहीं हो सकता।',
      phone: 'कृपया सही फ़ोन नंबर लिखें, जैसे +91 98765 43210।',
      email: 'कृपया सही ईमेल पता लिखें, जैसे name@example.com।',
    },
    submit: 'अपॉइंटमेंट के लिए अनुरोध भेजें',
    submitting: 'भेजा जा रहा है...',
    successTitle: 'संदेश भेज दिया गया!',
    successDescription: 'हमसे संपर्क करने के लिए धन्यवाद। हम 24 घंटे के अंदर आपसे संपर्क करेंगे।',
    errorTitle: 'गड़बड़ी',
  },
  service: {
    rejected: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    network: 'संदेश नहीं भेजा जा सका। अपना इंटरनेट कनेक्शन जाँचें।',
    serviceSaid: 'संदेश नहीं भेजा जा सका। फ़ॉर्म सेवा का जवाब (अंग्रेज़ी में): {reason}',
  },
  received: {
    title: 'आपका अनुरोध हमें मिल गया है',
    text: [
      'धन्यवाद। अपॉइंटमेंट के लिए आपका अनुरोध हम तक पहुँच गया है।',
      'हम 24 घंटे के अंदर फ़ोन या ईमेल से आपसे संपर्क करेंगे, ताकि आपकी सुविधा के हिसाब से समय तय हो सके।',
    ],
  },
  feedback: {
    question: 'क्या यह लेख आपके लिए मददगार था?',
    commentLabel: 'हम क्या बेहतर कर सकते हैं? (लिखना ज़रूरी नहीं)',
    thanks: 'आपकी राय के लिए धन्यवाद!',
    answeredYes: 'आपने बताया कि यह लेख मददगार था। धन्यवाद।',
    answeredNo: 'आपने बताया कि यह लेख मददगार नहीं था। इसे बेहतर बनाने में हमारी मदद करने के लिए धन्यवाद।',
    errorTitle: 'आपकी राय नहीं भेजी जा सकी',
    tooLong: 'कृपया अपनी टिप्पणी ज़्यादा से ज़्यादा {max} अक्षरों में लिखें।',
  },
};
