#!/usr/bin/env python3
"""Regenerate forms/schema.json (JSON Schema draft 2020-12 for forms/*.yaml) from the Swift model.

Usage: scripts/dev/forms-schema.py [OUTPUT]     (default forms/schema.json in the repository)

Reads the text keys (Sources/Forms/Text/TextFamily.swift, their one-line docs in TextKey.swift),
the English catalogue (Catalog+en.swift, shown as each key's default) and the ISO 639-1 codes
(Model/ISO639.swift); the rest of the schema is written out below. Run it after adding a text key,
colour role or top-level key; the test "schema names the same keys as the model" fails until you do.
Python 3 standard library only.
"""
import collections
import json
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))) + "/"
def swift_keys(family):
    s = open(root + 'Sources/Forms/Text/TextFamily.swift').read()
    block = s.split('case .%s:' % family, 1)[1].split(']', 1)[0]
    return re.findall(r'\.(\w+)', block)
def doc_of_keys():
    s = open(root + 'Sources/Forms/Text/TextKey.swift').read()
    return dict((k, d) for d, k in re.findall(r'/// (.+)\n\s+(?:public|package) static let (\w+): TextKey', s))
def english(family):
    s = open(root + 'Sources/Forms/Catalog/Catalog+en.swift').read()
    block = s.split('english%s: [TextKey: String] = [' % family.upper(), 1)[1].split('\n    ]', 1)[0]
    return dict(re.findall(r'\.(\w+):\s*"((?:[^"\\]|\\.)*)"', block))
iso = re.findall(r'"([a-z]{2})"', open(root + 'Sources/Forms/Model/ISO639.swift').read())
docs = doc_of_keys()
placeholders = {'ump': ['appName', 'vendorCount', 'atpCount', 'partnerCount'], 'pac': ['appName', 'partnerCount'], 'att': ['appName']}
ansi = ['black','red','green','yellow','blue','magenta','cyan','white','brightBlack','brightRed','brightGreen','brightYellow','brightBlue','brightMagenta','brightCyan','brightWhite']
O = collections.OrderedDict
def runtime_placeholders():
    # TextKey.runtimePlaceholders: `case .a, .b: [.count, .total]` lines of its switch.
    s = open(root + 'Sources/Forms/Text/TextKey.swift').read()
    block = s.split('package var runtimePlaceholders', 1)[1].split('default:', 1)[0]
    extra = {}
    for keys, names in re.findall(r'case ([^:]+): \[([^\]]*)\]', block):
        for k in re.findall(r'\.(\w+)', keys):
            extra[k] = re.findall(r'\.(\w+)', names)
    return extra
runtime = runtime_placeholders()
def texts_def(family):
    en = english(family)
    props = O()
    for k in swift_keys(family):
        pattern = r'^(?:[^{}]|\{\{|\}\}|\{(?:%s)\})*$' % '|'.join(placeholders[family] + runtime.get(k, []))
        props[k] = O([('type', 'string'), ('pattern', pattern),
                      ('description', '%s Default (en): "%s"' % (docs[k], en[k]))])
    result = O([('type', 'object'), ('additionalProperties', False),
              ('description', 'Texts of a %s form in one language; placeholders: %s. Write {{ and }} for literal braces.' % (family.upper(), ', '.join('{%s}' % p for p in placeholders[family]))),
              ('properties', props)])
    if family == 'ump':
        # TCFItemTextKey.swift: a form's own wording of one TCF item, which replaces its official text.
        result['patternProperties'] = O([(r'^(purpose|specialPurpose|feature|specialFeature)\.[1-9][0-9]*\.(name|description)$', O([
            ('type', 'string'), ('pattern', r'^(?:[^{}]|\{\{|\}\})*$'),
            ('description', "The form's own name or description of a purpose, special purpose, feature or special feature in this language, instead of the IAB's official text (purpose.3.name, specialFeature.1.description). No placeholders.")])),
            # LearnMoreTextKey.swift: the publisher's own "Learn more" items, at most 8.
            (r'^learnMore\.[1-8]\.(title|text)$', O([
            ('type', 'string'), ('pattern', r'^(?:[^{}]|\{\{|\}\}|\{(?:%s)\})*$' % '|'.join(placeholders['ump'])),
            ('description', "One of the publisher's \"Learn more\" items on the first layer, numbered from 1 without gaps: its title (learnMore.1.title), listed in the folding section, and the text its help dialog shows (learnMore.1.text). Each item needs both in the fallback language. Placeholders: " + ', '.join('{%s}' % p for p in placeholders['ump']) + '.')]))])
    return result
ump_keys = ['vendorList', 'vendors', 'googleATPs', 'firstLayer', 'legitimateInterest', 'consentSwitch', 'privacyOptionsEntryPoint', 'style']
def forbid(keys): return O((k, False) for k in keys)
def catalogue_languages():
    """The catalogue's languages, as FormCatalog.languages lists them."""
    s = open(root + 'Sources/Forms/Catalog/FormCatalog.swift').read()
    block = re.search(r'package static let languages: \[LanguageCode\] = \[([^\]]*)\]', s).group(1)
    return re.findall(r'"(\w+)"', block)


schema = O()
schema['$schema'] = 'https://json-schema.org/draft/2020-12/schema'
schema['title'] = 'consentsim form'
schema['description'] = 'A consent form for the consentsim terminal simulator: which SDK screen it mirrors (Google UMP message or privacy options, legacy PAC form, Apple ATT), for which app, with which choices, colours and texts per language. Texts left out come from the built-in catalogue (' + ', '.join(catalogue_languages()) + ').'
schema['type'] = 'object'
schema['additionalProperties'] = False
schema['required'] = ['id', 'sdk', 'app', 'languages']
P = O()
P['id'] = O([('type', 'string'), ('pattern', '^[a-z0-9]+(-[a-z0-9]+)*$'), ('description', "The form's name: lower-case letters, digits and single hyphens, like its file name (ump-gdpr-default).")])
P['sdk'] = O([('enum', ['umpMessage', 'umpPrivacyOptions', 'pac', 'att']), ('description', 'Which SDK screen the form mirrors: umpMessage (UMP GDPR message), umpPrivacyOptions (UMP privacy-options form), pac (legacy PersonalizedAdConsent form), att (App Tracking Transparency explainer and alert).')])
P['app'] = O([('type', 'object'), ('additionalProperties', False), ('required', ['name', 'iconGlyph', 'privacyPolicyURL', 'bundleID']),
  ('description', 'The app that shows the form.'),
  ('properties', O([
    ('name', O([('type', 'string'), ('minLength', 1), ('pattern', r'\S'), ('description', 'Display name (CFBundleDisplayName), substituted for {appName}.')])),
    ('iconGlyph', O([('type', 'string'), ('minLength', 1), ('description', 'One character standing in for the app icon: an emoji or a symbol.')])),
    ('privacyPolicyURL', O([('type', 'string'), ('pattern', r'^[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#]*\.[^\s]*$'), ('description', "The app's privacy policy, an http(s) URL.")])),
    ('bundleID', O([('type', 'string'), ('pattern', r'^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'), ('description', 'Reverse-DNS bundle identifier (com.example.app).')])),
  ]))])
P['publisher'] = O([('type', 'object'), ('additionalProperties', False), ('required', ['countryCode']),
  ('description', 'The publisher account. Required for UMP and PAC forms.'),
  ('properties', O([
    ('countryCode', O([('type', 'string'), ('pattern', '^[A-Z]{2}$'), ('description', 'ISO 3166-1 alpha-2 country of the publisher in capitals (IABTCF_PublisherCC); AA = unknown. Quote NO (Norway): YAML reads it as false.')])),
    ('publisherIDs', O([('type', 'array'), ('minItems', 1), ('uniqueItems', True), ('items', O([('type', 'string'), ('pattern', '^pub-[0-9]{16}$')])), ('description', 'AdMob publisher ids (pub- and 16 digits). Required for UMP and PAC forms.')])),
    ('cmpID', O([('type', 'integer'), ('minimum', 2), ('maximum', 4095), ('description', "CMP id written into the TC string (UMP forms only; Google's is 300).")])),
    ('cmpVersion', O([('type', 'integer'), ('minimum', 1), ('maximum', 4095), ('description', 'CMP version written into the TC string (UMP forms only).')])),
  ]))])
P['vendorList'] = O([('description', "UMP: the IAB GVL v3 to use: 'embedded' (the list compiled into consentsim) or {file: path relative to this form}."),
  ('oneOf', [O([('const', 'embedded')]), O([('type', 'object'), ('additionalProperties', False), ('required', ['file']), ('properties', O([('file', O([('type', 'string'), ('minLength', 1), ('description', "Path of a GVL v3 vendor-list.json, relative to this form's folder.")]))]))])])])
P['vendors'] = O([('description', "UMP: the vendors shown: 'all' active vendors of the list, or a list of vendor ids (each must be an active vendor of the list)."),
  ('oneOf', [O([('const', 'all')]), O([('type', 'array'), ('minItems', 1), ('uniqueItems', True), ('items', O([('type', 'integer'), ('minimum', 1)]))])])])
P['googleATPs'] = O([('type', 'array'), ('description', "UMP: Google Ad Technology Providers shown beside the GVL vendors (Additional Consent string). Give each its id from Google's ATP list and a display name."),
  ('items', O([('type', 'object'), ('additionalProperties', False), ('required', ['id', 'name']), ('properties', O([('id', O([('type', 'integer'), ('minimum', 1)])), ('name', O([('type', 'string'), ('minLength', 1)]))]))]))])
P['firstLayer'] = O([('type', 'object'), ('additionalProperties', False), ('required', ['buttons']),
  ('description', "UMP: the first layer, as AdMob's User consent options allow it."),
  ('properties', O([
    ('buttons', O([('type', 'array'), ('minItems', 2), ('maxItems', 3), ('uniqueItems', True),
      ('items', O([('enum', ['consent', 'doNotConsent', 'manageOptions'])])),
      ('allOf', [O([('contains', O([('const', 'consent')]))]), O([('contains', O([('const', 'manageOptions')]))])]),
      ('description', 'Buttons in display order: [consent, manageOptions] or all three with doNotConsent.')])),
    ('closeIcon', O([('type', 'boolean'), ('default', False), ('description', 'Show the "Close (do not consent)" icon; closing counts as not consenting.')])),
  ]))])
P['legitimateInterest'] = O([('type', 'object'), ('additionalProperties', False), ('description', 'UMP: legitimate-interest switches on the purposes and vendors pages.'),
  ('properties', O([
    ('shown', O([('type', 'boolean'), ('default', True), ('description', 'Show LI switches (if hidden, every partner must rely on consent).')])),
    ('defaultOn', O([('type', 'boolean'), ('default', True), ('description', 'LI switches start on ("Enable by default").')])),
    ('purposes', O([('type', 'array'), ('uniqueItems', True), ('items', O([('type', 'integer'), ('minimum', 1), ('maximum', 24)])), ('description', 'Purposes that show an LI switch; default: those the shown vendors claim LI for.')])),
  ]))])
P['consentSwitch'] = O([('type', 'object'), ('additionalProperties', False), ('description', 'UMP: consent switches on the purposes and vendors pages.'),
  ('properties', O([('defaultOn', O([('type', 'boolean'), ('default', False), ('description', 'Consent switches start on (pre-ticked; lint flags it).')]))]))])
P['privacyOptionsEntryPoint'] = O([('type', 'boolean'), ('default', True), ('description', 'UMP: the app offers a "Privacy and cookie settings" entry that re-opens the form.')])
P['pac'] = O([('type', 'object'), ('additionalProperties', False), ('description', 'PAC: the options offered (shouldOfferPersonalizedAds, shouldOfferNonPersonalizedAds, shouldOfferAdFree). At least one of personalized and nonPersonalized.'),
  ('properties', O([
    ('personalized', O([('type', 'boolean'), ('default', True), ('description', '"Yes, continue to see relevant ads".')])),
    ('nonPersonalized', O([('type', 'boolean'), ('default', True), ('description', '"No, see ads that are less relevant".')])),
    ('adFree', O([('type', 'boolean'), ('default', False), ('description', '"Pay for the ad-free version".')])),
  ])),
  ('not', O([('required', ['personalized', 'nonPersonalized']), ('properties', O([('personalized', O([('const', False)])), ('nonPersonalized', O([('const', False)]))]))]))])
P['att'] = O([('type', 'object'), ('additionalProperties', False), ('description', 'ATT: settings; the usage description and explainer texts are per language under texts.'),
  ('properties', O([('explainer', O([('type', 'boolean'), ('default', True), ('description', "Show the app's explainer screen before the system alert.")]))]))])
P['colors'] = O([('type', 'object'), ('additionalProperties', False), ('description', 'The palette: each role a colour name, default, an xterm 256-colour index, or #RRGGBB (exact in SVG, HTML and truecolor terminals; the nearest 256-colour entry elsewhere).'),
  ('properties', O((r, O([('$ref', '#/$defs/color'), ('description', d)])) for r, d in [
    ('accent', 'Links, focus and highlights.'), ('background', "The card's background."), ('text', 'Body text.'), ('muted', 'Secondary text.'),
    ('acceptButton', 'Accept-type buttons (Consent, Accept all, personalized ads, Allow).'),
    ('rejectButton', 'Reject-type buttons (Do not consent, Reject all, non-personalized ads, Ask App Not to Track).')]))])
def element_style(description):
    return O([('type', 'object'), ('additionalProperties', False), ('description', description), ('properties', O([
      ('color', O([('$ref', '#/$defs/color'), ('description', "The text's colour.")])),
      ('size', O([('type', 'integer'), ('minimum', 10), ('maximum', 40), ('description', 'The size in points.')])),
      ('weight', O([('enum', ['regular', 'medium', 'bold']), ('description', 'The weight.')])),
      ('align', O([('enum', ['start', 'center', 'end']), ('description', 'Where the lines line up; start and end follow the writing direction.')])),
    ]))])
button_style = O([('type', 'object'), ('additionalProperties', False), ('description', "One first-layer button's look."), ('properties', O([
  ('style', O([('enum', ['filled', 'outlined', 'text']), ('description', 'Primary (filled), secondary (outlined) or a text button.')])),
  ('fill', O([('$ref', '#/$defs/color'), ('description', "A filled button's fill; the label colour of the others.")])),
  ('label', O([('$ref', '#/$defs/color'), ('description', "The label's colour.")])),
  ('border', O([('$ref', '#/$defs/color'), ('description', "The outline's colour.")])),
  ('borderWidth', O([('type', 'integer'), ('minimum', 0), ('maximum', 8), ('description', "The outline's width in points (0: none).")])),
  ('radius', O([('type', 'integer'), ('minimum', 0), ('maximum', 32), ('description', "The corners' radius in points.")])),
  ('padding', O([('type', 'integer'), ('minimum', 0), ('maximum', 32), ('description', 'The room around the label in points.')])),
]))])
P['style'] = O([('type', 'object'), ('additionalProperties', False),
  ('description', "UMP only. AdMob's message editor beyond the palette (support.google.com/admob/answer/10114015): each element's colour, size, weight and alignment, the font, each first-layer button's style, the header, the overlay and the writing direction."),
  ('properties', O([
    ('font', O([('type', 'string'), ('minLength', 1), ('maxLength', 64), ('description', "The font family (letters, digits, spaces, hyphens); the platform's font follows it for what the viewer lacks.")])),
    ('direction', O([('enum', ['auto', 'ltr', 'rtl']), ('description', 'The writing direction: auto follows each text (Arabic and Hebrew right to left).')])),
    ('overlayOpacity', O([('type', 'integer'), ('minimum', 0), ('maximum', 100), ('description', 'The overlay over the app behind the message, in per cent black.')])),
    ('header', O([('oneOf', [O([('enum', ['icon', 'appName', 'none'])]), O([('type', 'object'), ('additionalProperties', False), ('required', ['logo']), ('properties', O([
      ('logo', O([('type', 'string'), ('minLength', 1), ('pattern', '\\.(png|svg|PNG|SVG)$'), ('description', "A PNG or SVG file (at most 256 KiB, sides at most 4096 pixels; an SVG without scripts, event handlers, external references or entities), relative to the form's folder.")]))]))])]),
      ('description', "What heads the message: the app's icon, its name, a logo image (the name is its alternative text), or nothing.")])),
    ('headline', element_style('The headline.')), ('body', element_style('The body text.')), ('link', element_style('Links.')),
    ('appName', element_style('The app-name header.')),
    ('buttons', O([('type', 'object'), ('additionalProperties', False), ('description', 'Each first-layer button the message offers.'),
      ('properties', O([('consent', button_style), ('doNotConsent', button_style), ('manageOptions', button_style)]))])),
  ]))])
P['languages'] = O([('type', 'object'), ('additionalProperties', False), ('required', ['default', 'list']), ('description', 'The languages offered.'),
  ('properties', O([
    ('default', O([('$ref', '#/$defs/languageCode'), ('description', 'The language a preview starts in; must be in list.')])),
    ('fallback', O([('$ref', '#/$defs/languageCode'), ('description', "Where a text missing in a language comes from (default: the default language); must be in list.")])),
    ('list', O([('type', 'array'), ('minItems', 1), ('uniqueItems', True), ('items', O([('$ref', '#/$defs/languageCode')])), ('description', 'Every language offered (ISO 639-1 codes).')])),
  ]))])
P['texts'] = O([('type', 'object'), ('description', 'Texts per language (ISO 639-1 code) then key; keys depend on the sdk. Left-out keys come from the catalogue.'),
  ('propertyNames', O([('$ref', '#/$defs/languageCode')])), ('additionalProperties', O([('type', 'object')]))])
P['lint'] = O([('type', 'object'), ('additionalProperties', False),
  ('description', 'Lint findings the form accepts, each with a reason (consentsim lint); a single line can also carry a comment "# lint-ignore RULE: reason" (or have it alone on the line above).'),
  ('properties', O([('ignore', O([('type', 'array'), ('description', 'Rules lint does not report for this form.'),
    ('items', O([('type', 'object'), ('additionalProperties', False), ('required', ['rule', 'reason']), ('properties', O([
      ('rule', O([('type', 'string'), ('pattern', '^[GTA][0-9]+(-[a-z]+)?$'), ('description', 'A rule id from consentsim lint --help (G3, G6-wording).')])),
      ('reason', O([('type', 'string'), ('minLength', 1), ('pattern', r'\S'), ('description', 'Why the rule does not apply; shown in review.')])),
    ]))]))]))]))])
schema['properties'] = P
def when(sdks, then):
    cond = O([('properties', O([('sdk', O([('enum', sdks)]))])), ('required', ['sdk'])])
    return O([('if', cond), ('then', then)])
schema['allOf'] = [
  when(['umpMessage', 'umpPrivacyOptions'], O([('required', ['publisher', 'vendorList', 'vendors', 'firstLayer']),
    ('properties', O([('pac', False), ('att', False),
      ('publisher', O([('required', ['countryCode', 'publisherIDs', 'cmpID', 'cmpVersion'])])),
      ('texts', O([('additionalProperties', O([('$ref', '#/$defs/umpTexts')]))]))]))])),
  when(['pac'], O([('required', ['publisher', 'pac']),
    ('properties', O(list(forbid(ump_keys).items()) + [('att', False),
      ('publisher', O([('required', ['countryCode', 'publisherIDs']), ('properties', O([('cmpID', False), ('cmpVersion', False)]))])),
      ('texts', O([('additionalProperties', O([('$ref', '#/$defs/pacTexts')]))]))]))])),
  when(['att'], O([
    ('properties', O(list(forbid(ump_keys).items()) + [('pac', False),
      ('publisher', O([('properties', O([('cmpID', False), ('cmpVersion', False)]))])),
      ('texts', O([('additionalProperties', O([('$ref', '#/$defs/attTexts')]))]))]))])),
]
schema['$defs'] = O([
  ('languageCode', O([('description', 'A two-letter ISO 639-1 language code, lower case.'), ('enum', iso)])),
  ('color', O([('oneOf', [O([('enum', ['default'] + ansi)]), O([('type', 'integer'), ('minimum', 0), ('maximum', 255)]), O([('type', 'string'), ('pattern', '^#[0-9A-Fa-f]{6}$')])])])),
  ('umpTexts', texts_def('ump')), ('pacTexts', texts_def('pac')), ('attTexts', texts_def('att')),
])
output = sys.argv[1] if len(sys.argv) > 1 else root + 'forms/schema.json'
with open(output, 'w', encoding='utf-8') as f:
    json.dump(schema, f, indent=2, ensure_ascii=False)
    f.write('\n')
print('wrote', output)
