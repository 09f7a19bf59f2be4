<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ml_IN">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../pound_desk/ui/help_menu.py" line="+17"/>
        <source>&amp;Guide (F1)</source>
        <translation>വഴികാട്ടി (F1) (&amp;G)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About Pound Desk / where is my data</source>
        <translation>പൗണ്ട് ഡെസ്കിനെക്കുറിച്ച് / ഡാറ്റ എവിടെ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>സഹായം (&amp;H)</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/about_dialog.py" line="+35"/>
        <source>About Pound Desk</source>
        <translation>പൗണ്ട് ഡെസ്കിനെക്കുറിച്ച്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Pound Desk&lt;/b&gt; — version %1</source>
        <translation>&lt;b&gt;പൗണ്ട് ഡെസ്ക്&lt;/b&gt; — പതിപ്പ് %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The register, receipts and documents of a cattle pound under the Kerala Cattle Trespass Act, 1961.</source>
        <translation>കേരള കന്നുകാലി അതിക്രമ നിയമം, 1961 പ്രകാരമുള്ള പൗണ്ടിന്റെ രജിസ്റ്ററും രസീതുകളും രേഖകളും.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Installed program in: %1</source>
        <translation>ഇൻസ്റ്റാൾ ചെയ്ത ഫോൾഡർ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running from source in: %1</source>
        <translation>സോഴ്സ് കോഡിൽ നിന്ന് പ്രവർത്തിക്കുന്നു: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Where is my data</source>
        <translation>എന്റെ ഡാറ്റ എവിടെ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Database</source>
        <translation>ഡാറ്റാബേസ്:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Documents (PDFs)</source>
        <translation>രേഖകൾ (PDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data folder</source>
        <translation>ഡാറ്റ ഫോൾഡർ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backups</source>
        <translation>ബാക്കപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copies before upgrades</source>
        <translation>അപ്ഗ്രേഡിന് മുമ്പുള്ള പകർപ്പുകൾ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These stay when the program is upgraded or removed. Back up this folder (copy it to a USB stick) regularly.</source>
        <translation>പ്രോഗ്രാം പുതുക്കുമ്പോഴോ നീക്കം ചെയ്യുമ്പോഴോ ഇവ നഷ്ടപ്പെടില്ല. ഈ ഫോൾഡർ പതിവായി USB-യിലേക്ക് പകർത്തി സൂക്ഷിക്കുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The database is inside the program&apos;s folder: move it out before the next upgrade.</source>
        <translation>ഡാറ്റാബേസ് പ്രോഗ്രാമിന്റെ ഫോൾഡറിനുള്ളിലാണ്: അടുത്ത പുതുക്കലിന് മുമ്പ് അത് പുറത്തേക്ക് മാറ്റുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Open data folder</source>
        <translation>ഫോൾഡർ തുറക്കുക (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy the paths</source>
        <translation>പാതകൾ പകർത്തുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Licences</source>
        <translation>ലൈസൻസുകൾ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pound Desk is free software under the GNU GPL, version 3 or later; it comes with no warranty.</source>
        <translation>പൗണ്ട് ഡെസ്ക് GNU GPL പതിപ്പ് 3 അല്ലെങ്കിൽ പിന്നീടുള്ള പതിപ്പ് പ്രകാരമുള്ള സ്വതന്ത്ര സോഫ്റ്റ്‌വെയർ ആണ്; ഇതിന് ഒരു വാറന്റിയുമില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Full texts</source>
        <translation>പൂർണ്ണരൂപം:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Pound Desk %1
Database: %2
Documents: %3
Data folder: %4
</source>
        <translation>പൗണ്ട് ഡെസ്ക് %1
ഡാറ്റാബേസ്: %2
രേഖകൾ: %3
ഡാറ്റ ഫോൾഡർ: %4
</translation>
    </message>
</context>
<context>
    <name>AccountDialog</name>
    <message>
        <location filename="../../pound_desk/ui/auction/settlement_dialog.py" line="+160"/>
        <source>Account to the owner (s. 15(3)) — %1</source>
        <translation>ഉടമയ്ക്കുള്ള കണക്ക് (വകുപ്പ് 15(3)) — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sold: %1; proceeds %2; fines %3; feeding %4; expenses %5
Balance to the owner: %6
Remaining cattle: %7
Settled at: %8</source>
        <translation>വിറ്റത്: %1; ലേലത്തുക %2; പിഴ %3; തീറ്റച്ചെലവ് %4; ചെലവുകൾ %5
ഉടമയ്ക്കുള്ള ബാക്കി: %6
ശേഷിക്കുന്ന കന്നുകാലികൾ: %7
കണക്കുതീർത്തത്: %8</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show and print the account</source>
        <translation>കണക്ക് കാണിച്ച് അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Took the remaining cattle and the balance, and signed the receipt (s. 15(4))</source>
        <translation>ബാക്കിയുള്ള കന്നുകാലികളെയും ബാക്കി തുകയും ഏറ്റുവാങ്ങി രസീതിൽ ഒപ്പിട്ടു (വകുപ്പ് 15(4))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused them: deemed unclaimed (s. 15(5))</source>
        <translation>ഏറ്റുവാങ്ങാൻ വിസമ്മതിച്ചു: അവകാശപ്പെടാത്തവയായി കണക്കാക്കും (വകുപ്പ് 15(5))</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Owner or agent</source>
        <translation>ഉടമയോ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>പദവി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At</source>
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The owner&apos;s answer is already recorded</source>
        <translation>ഉടമയുടെ മറുപടി രേഖപ്പെടുത്തിക്കഴിഞ്ഞു</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Account to the owner</source>
        <translation>ഉടമയ്ക്കുള്ള കണക്ക്</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recorded: the remaining cattle delivered and %1 paid</source>
        <translation>രേഖപ്പെടുത്തി: ബാക്കിയുള്ള കന്നുകാലികളെ ഏൽപ്പിച്ചു, %1 നൽകി</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recorded: refused; %1 held in deposit, the cattle are unclaimed and go to notice (s. 15(5))</source>
        <translation>രേഖപ്പെടുത്തി: വിസമ്മതിച്ചു; %1 നിക്ഷേപത്തിൽ സൂക്ഷിക്കുന്നു, കന്നുകാലികൾ അവകാശപ്പെടാത്തവയായി നോട്ടീസ് നടപടിയിലേക്ക് പോകുന്നു (വകുപ്പ് 15(5))</translation>
    </message>
</context>
<context>
    <name>Accounts</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/__init__.py" line="+45"/>
        <source>&amp;Accounts</source>
        <translation>കണക്കുകൾ (&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close of day: remittance and daily statement (rules 13, 15)</source>
        <translation>ദിവസാന്ത്യം: തുക അടയ്ക്കലും ദൈനംദിന കണക്കുപത്രികയും (ചട്ടങ്ങൾ 13, 15)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maintenance and advances (rules 16, 17)</source>
        <translation>സംരക്ഷണച്ചെലവും മുൻകൂറും (ചട്ടങ്ങൾ 16, 17)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deposits of unclaimed proceeds (ss. 16(3), 17)</source>
        <translation>അവകാശപ്പെടാത്ത ലേലത്തുകയുടെ നിക്ഷേപങ്ങൾ (വകുപ്പുകൾ 16(3), 17)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cash book and balances</source>
        <translation>റൊക്കം പുസ്തകവും ബാക്കിയും</translation>
    </message>
</context>
<context>
    <name>AmendDialog</name>
    <message>
        <location filename="../../pound_desk/ui/amend_dialog.py" line="+41"/>
        <source>Amend an entry — %1</source>
        <translation>വിവരം തിരുത്തുക — %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>e.g. owner&apos;s name misspelt</source>
        <translation>ഉദാ: ഉടമയുടെ പേര് തെറ്റായി എഴുതി</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Entry to correct</source>
        <translation>തിരുത്തേണ്ട വിവരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New value</source>
        <translation>പുതിയ വിവരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>കാരണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now reads</source>
        <translation>ഇപ്പോഴുള്ളത്:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save amendment (Ctrl+Enter)</source>
        <translation>തിരുത്തൽ സൂക്ഷിക്കുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Choose the local area from the list: %1</source>
        <translation>പട്ടികയിൽ നിന്ന് തദ്ദേശ പ്രദേശം തിരഞ്ഞെടുക്കുക: %1</translation>
    </message>
</context>
<context>
    <name>AppropriationsTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+318"/>
        <source>Ordered on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fine</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Paid to</source>
        <translation>ലഭിച്ചത്</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Order</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the appropriation</source>
        <translation>നഷ്ടപരിഹാര വിനിയോഗം രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fine (ss. 24, 25, 27)</source>
        <translation>പിഴ (വകുപ്പുകൾ 24, 25, 27)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid as compensation, rupees</source>
        <translation>നഷ്ടപരിഹാരമായി നൽകിയത്, രൂപ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Magistrate&apos;s order</source>
        <translation>മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order dated</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 left</source>
        <translation>%1 ബാക്കി</translation>
    </message>
</context>
<context>
    <name>Auction</name>
    <message>
        <location filename="../../pound_desk/ui/auction/__init__.py" line="+31"/>
        <source>Choose a case first</source>
        <translation>ആദ്യം ഒരു കേസ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Auction</source>
        <translation>ലേലം (&amp;A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auctions, lots, bidders and sales…</source>
        <translation>ലേലങ്ങൾ, ലോട്ടുകൾ, ലേലക്കാർ, വിൽപനകൾ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settle the chosen case&apos;s proceeds…</source>
        <translation>തിരഞ്ഞെടുത്ത കേസിന്റെ ലേലത്തുകയുടെ കണക്കുതീർക്കുക…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../pound_desk/ui/auction/in_case.py" line="+45"/>
        <source>Dispose of otherwise (s. 13 proviso)…</source>
        <translation>ലേലമല്ലാതെ വിനിയോഗിക്കുക (വകുപ്പ് 13-ലെ വ്യവസ്ഥ)…</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/in_case.py" line="-28"/>
        <source>Sale…</source>
        <translation>ലേലം…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No settlement on the owner&apos;s refusal (s. 15) yet</source>
        <translation>ഉടമയുടെ വിസമ്മതത്തിൽ (വകുപ്പ് 15) ഇതുവരെ കണക്കുതീർത്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Settle the proceeds…</source>
        <translation>ലേലത്തുകയുടെ കണക്കുതീർക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account to the owner (s. 15(3))…</source>
        <translation>ഉടമയ്ക്കുള്ള കണക്ക് (വകുപ്പ് 15(3))…</translation>
    </message>
</context>
<context>
    <name>AuctionWindow</name>
    <message>
        <location filename="../../pound_desk/ui/auction/common.py" line="+58"/>
        <source>Give the amount in rupees, e.g. 1,250 or 1250.50</source>
        <translation>തുക രൂപയിൽ നൽകുക, ഉദാ. 1,250 അല്ലെങ്കിൽ 1250.50</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/auction_window.py" line="+38"/>
        <source>Public auction</source>
        <translation>പരസ്യലേലം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New auction…</source>
        <translation>പുതിയ ലേലം…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auction</source>
        <translation>ലേലം:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lots</source>
        <translation>ലോട്ടുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bidders (s. 18(1))</source>
        <translation>ലേലക്കാർ (വകുപ്പ് 18(1))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a lot</source>
        <translation>ലോട്ട് വിൽക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expenses of sale</source>
        <translation>ലേലച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the sale list</source>
        <translation>ലേലപ്പട്ടിക അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settle the case&apos;s proceeds…</source>
        <translation>കേസിന്റെ ലേലത്തുകയുടെ കണക്കുതീർക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../pound_desk/ui/auction/expenses_tab.py" line="+34"/>
        <location line="+9"/>
        <location filename="../../pound_desk/ui/auction/lots_tab.py" line="+45"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/lots_tab.py" line="-1"/>
        <source>Lot?</source>
        <translation>ലോട്ടിൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head</source>
        <translation>നം.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footing</source>
        <translation>അടിസ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it may not be sold</source>
        <translation>വിൽക്കാനാവാത്തതിന്റെ കാരണം</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>next</source>
        <translation>അടുത്തത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make a lot of the ticked heads</source>
        <translation>ടിക്ക് ചെയ്തവയെ ഒരു ലോട്ടാക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../pound_desk/ui/auction/sale_tab.py" line="+55"/>
        <source>Lot</source>
        <translation>ലോട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>എണ്ണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buyer&apos;s receipt</source>
        <translation>വാങ്ങിയയാളുടെ രസീത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buyer</source>
        <translation>വാങ്ങിയയാൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lot number</source>
        <translation>ലോട്ട് നമ്പർ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heads in the pound at the auction&apos;s time</source>
        <translation>ലേലസമയത്ത് പൗണ്ടിലുള്ള ഉരുക്കൾ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lots, in the order of sale</source>
        <translation>ലോട്ടുകൾ, വിൽപന ക്രമത്തിൽ</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/bidders_tab.py" line="+34"/>
        <source>The bidder has signed this declaration</source>
        <translation>ലേലക്കാരൻ ഈ സത്യപ്രസ്താവനയിൽ ഒപ്പിട്ടു</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>Residence</source>
        <translation>താമസസ്ഥലം</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Register the bidder</source>
        <translation>ലേലക്കാരനെ ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declaration</source>
        <translation>സത്യപ്രസ്താവന</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check against the lists (s. 18(1))</source>
        <translation>പട്ടികകളുമായി ഒത്തുനോക്കുക (വകുപ്പ് 18(1))</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/sale_tab.py" line="+1"/>
        <source>Buyer (from the bidder register)</source>
        <translation>വാങ്ങുന്നയാൾ (ലേലക്കാരുടെ രജിസ്റ്ററിൽ നിന്ന്)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hammer price, rupees</source>
        <translation>ലേലത്തുക (രൂപ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocked down at</source>
        <translation>വിറ്റ സമയം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell the lot</source>
        <translation>ലോട്ട് വിൽക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the buyer&apos;s receipt</source>
        <translation>വാങ്ങിയയാളുടെ രസീത് അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/sale_reversal.py" line="+22"/>
        <source>Reverse a sale whose hammer price was recorded wrong</source>
        <translation>ലേലത്തുക തെറ്റായി രേഖപ്പെടുത്തിയ വിൽപന റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sale (buyer&apos;s receipt)</source>
        <translation>വിൽപന (വാങ്ങിയയാളുടെ രസീത്)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it is reversed</source>
        <translation>റദ്ദാക്കുന്നതിന്റെ കാരണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reverse the sale…</source>
        <translation>വിൽപന റദ്ദാക്കുക…</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/expenses_tab.py" line="-15"/>
        <source>e.g. drum and crier</source>
        <translation>ഉദാ: ചെണ്ടയും വിളംബരക്കാരനും</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Amount, rupees</source>
        <translation>തുക (രൂപ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>For</source>
        <translation>എന്തിന്</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Spent on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the expense</source>
        <translation>ചെലവ് ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/auction_window.py" line="+33"/>
        <source>No auction yet: create one</source>
        <translation>ലേലമില്ല: പുതിയത് ചേർക്കുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/lots_tab.py" line="+35"/>
        <source>not sold</source>
        <translation>വിറ്റില്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/sale_tab.py" line="+30"/>
        <source>to be recorded again for %1 (reversed)</source>
        <translation>റദ്ദാക്കിയ %1-നു പകരം വീണ്ടും രേഖപ്പെടുത്തണം</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/bidders_tab.py" line="+20"/>
        <source>signed</source>
        <translation>ഒപ്പിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match</source>
        <translation>പൊരുത്തമില്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/sale_tab.py" line="+18"/>
        <source> — on a list under s. 18(1)</source>
        <translation> — വകുപ്പ് 18(1) പ്രകാരമുള്ള പട്ടികയിലുണ്ട്</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Record the sale of lot %1 to %2 at a hammer price of %3?</source>
        <translation>ലോട്ട് %1, %2-ന് %3 ലേലത്തുകയ്ക്ക് വിറ്റതായി രേഖപ്പെടുത്തണോ?</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Sold: lot %1 to %2 for %3; buyer&apos;s receipt %4</source>
        <translation>വിറ്റു: ലോട്ട് %1 — വാങ്ങിയത് %2, തുക %3; വാങ്ങിയയാളുടെ രസീത് %4</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/sale_reversal.py" line="+25"/>
        <source>Say why the sale is reversed</source>
        <translation>വിൽപന റദ്ദാക്കുന്നതിന്റെ കാരണം നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reverse sale %1? Its hammer price comes out of the accounts with the reason &quot;%2&quot;; the sale stays in the books marked reversed, and the lot is then sold again at the right price.</source>
        <translation>വിൽപന %1 റദ്ദാക്കണോ? &quot;%2&quot; എന്ന കാരണത്തോടെ അതിന്റെ ലേലത്തുക കണക്കിൽ നിന്ന് ഒഴിവാക്കും; വിൽപന റദ്ദാക്കിയതായി അടയാളപ്പെടുത്തി രേഖകളിൽ തുടരും, തുടർന്ന് ലോട്ട് ശരിയായ തുകയ്ക്ക് വീണ്ടും രേഖപ്പെടുത്താം.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sale %1 reversed. Give the right hammer price above and sell the lot again (the same buyer, at the same hammer).</source>
        <translation>വിൽപന %1 റദ്ദാക്കി. മുകളിൽ ശരിയായ ലേലത്തുക നൽകി ലോട്ട് വീണ്ടും വിൽക്കുക (അതേ വാങ്ങുന്നയാൾ, അതേ ലേലസമയം).</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/sale_tab.py" line="+12"/>
        <source>Sale before the owner&apos;s time to complain has run out</source>
        <translation>ഉടമയ്ക്ക് പരാതി നൽകാനുള്ള സമയം കഴിയും മുമ്പുള്ള വിൽപന</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reason for selling now (recorded with the sale):</source>
        <translation>ഇപ്പോൾ വിൽക്കുന്നതിന്റെ കാരണം (വിൽപനയോടൊപ്പം രേഖപ്പെടുത്തും):</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/expenses_tab.py" line="+23"/>
        <source>Record an expense of sale of %1 for case %2 (%3)?</source>
        <translation>കേസ് %2-ന് %1 വിൽപ്പനച്ചെലവ് (%3) രേഖപ്പെടുത്തണോ?</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/sale_tab.py" line="+9"/>
        <source>Buyer&apos;s receipt — %1</source>
        <translation>വാങ്ങിയയാളുടെ രസീത് — %1</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/auction/auction_window.py" line="+49"/>
        <source>Sale list</source>
        <translation>ലേലപ്പട്ടിക</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <location filename="../../pound_desk/ui/office/audit_dialog.py" line="+48"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+127"/>
        <source>Who</source>
        <translation>ആര്</translation>
    </message>
    <message>
        <location line="-126"/>
        <location line="+124"/>
        <source>Action</source>
        <translation>പ്രവൃത്തി</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Subject</source>
        <translation>വിഷയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail</source>
        <translation>വിശദാംശം</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Audit log</source>
        <translation>ഓഡിറ്റ് ലോഗ്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Show</source>
        <translation>കാണിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;CSV…</source>
        <translation>CSV സൂക്ഷിക്കുക… (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Every action</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everyone</source>
        <translation>എല്ലാവരും</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 entries; newest first</source>
        <translation>%1 രേഖകൾ; പുതിയത് ആദ്യം</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the audit log</source>
        <translation>ഓഡിറ്റ് ലോഗ് സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saving…</source>
        <translation>സൂക്ഷിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Saved %1 entries to %2</source>
        <translation>%1 രേഖകൾ %2-ൽ സൂക്ഷിച്ചു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not saved: %1</source>
        <translation>സൂക്ഷിച്ചില്ല: %1</translation>
    </message>
</context>
<context>
    <name>AuthoritiesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/authorities_dialog.py" line="+45"/>
        <source>Pound, areas and lists</source>
        <translation>പൗണ്ട്, പ്രദേശങ്ങൾ, പട്ടികകൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pound (s. 3)</source>
        <translation>പൗണ്ട് (വകുപ്പ് 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages and markets</source>
        <translation>ഗ്രാമങ്ങൾ, ചന്തകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kinds of cattle</source>
        <translation>കന്നുകാലി ഇനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lists (ss. 10, 18)</source>
        <translation>പട്ടികകൾ (വകുപ്പുകൾ 10, 18)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Dated</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pound&apos;s name</source>
        <translation>പൗണ്ടിന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+42"/>
        <source>Place</source>
        <translation>സ്ഥലം</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Local authority (s. 4)</source>
        <translation>തദ്ദേശസ്ഥാപനം (വകുപ്പ് 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order establishing the pound (s. 3(1))</source>
        <translation>പൗണ്ട് സ്ഥാപിച്ച ഉത്തരവ് (വകുപ്പ് 3(1))</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its date</source>
        <translation>ഉത്തരവ് തീയതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Local areas it serves, separated by commas (s. 3(2))</source>
        <translation>സേവിക്കുന്ന തദ്ദേശ പ്രദേശങ്ങൾ, കോമ കൊണ്ട് വേർതിരിച്ച് (വകുപ്പ് 3(2))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neighbouring local areas</source>
        <translation>അയൽ തദ്ദേശ പ്രദേശങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save the pound&apos;s particulars</source>
        <translation>പൗണ്ടിന്റെ വിവരങ്ങൾ സൂക്ഷിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Saved</source>
        <translation>സൂക്ഷിച്ചു</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+12"/>
        <source>Local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+13"/>
        <source>Village or market</source>
        <translation>ഗ്രാമം/ചന്ത</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>A local area not on the office&apos;s list: “%1” is added with this place</source>
        <translation>ഓഫീസിന്റെ പട്ടികയിലില്ലാത്ത തദ്ദേശ പ്രദേശം: “%1” ഈ സ്ഥലത്തോടൊപ്പം ചേർക്കും</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+82"/>
        <location line="+14"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Add</source>
        <translation>ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove chosen</source>
        <translation>നീക്കുക</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Choose a place in the list</source>
        <translation>പട്ടികയിൽ നിന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Authority</source>
        <translation>ആധാരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+40"/>
        <location line="+15"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Code (English letters)</source>
        <translation>കോഡ് (ഇംഗ്ലീഷ് അക്ഷരങ്ങളിൽ)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>English name</source>
        <translation>ഇംഗ്ലീഷ് പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Malayalam name</source>
        <translation>മലയാളം പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Government notification</source>
        <translation>സർക്കാർ വിജ്ഞാപനം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In force from</source>
        <translation>പ്രാബല്യം മുതൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the kind</source>
        <translation>ഇനം ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+13"/>
        <source>List</source>
        <translation>പട്ടിക</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+14"/>
        <source>Designation</source>
        <translation>പദവി</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Until</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Order or reference</source>
        <translation>ഉത്തരവ് അല്ലെങ്കിൽ നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until (to end the chosen entry)</source>
        <translation>വരെ (തിരഞ്ഞെടുത്ത രേഖ അവസാനിപ്പിക്കാൻ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the list</source>
        <translation>പട്ടികയിൽ ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the chosen entry</source>
        <translation>തിരഞ്ഞെടുത്ത രേഖ അവസാനിപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose an entry in the list</source>
        <translation>പട്ടികയിൽ നിന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
</context>
<context>
    <name>AuthoritiesTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+83"/>
        <source>The 1961 text names the Director, the local authority, the Magistrate and a civil court; later amendments moved these powers to the local authority. Choose whose orders this office accepts.</source>
        <translation>1961-ലെ നിയമം ഡയറക്ടർ, തദ്ദേശസ്ഥാപനം, മജിസ്ട്രേറ്റ്, സിവിൽ കോടതി എന്നിവരെ പറയുന്നു; പിന്നീടുള്ള ഭേദഗതികൾ ഈ അധികാരങ്ങൾ തദ്ദേശസ്ഥാപനത്തിലേക്ക് മാറ്റി. ഈ ഓഫീസ് ആരുടെ ഉത്തരവുകൾ സ്വീകരിക്കുമെന്ന് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Only for orders dated from</source>
        <translation>ഈ തീയതി മുതലുള്ള ഉത്തരവുകൾക്ക് മാത്രം</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Save</source>
        <translation>സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Before %1: all four (1961 text)</source>
        <translation>%1-ന് മുമ്പ്: നാലു പേരും (1961-ലെ നിയമം)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In force</source>
        <translation>പ്രാബല്യത്തിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All four, as the 1961 text says</source>
        <translation>നാലു പേരും, 1961-ലെ നിയമത്തിൽ പറയുന്നതുപോലെ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved</source>
        <translation>സൂക്ഷിച്ചു</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/upper/authorities_tab.py" line="+30"/>
        <source>Local authority</source>
        <translation>തദ്ദേശസ്ഥാപനം</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>District</source>
        <translation>ജില്ല</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Id</source>
        <translation>ഐഡി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pounds</source>
        <translation>പൗണ്ടുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registered on</source>
        <translation>രജിസ്റ്റർ ചെയ്ത തീയതി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fingerprint</source>
        <translation>ഫിംഗർപ്രിന്റ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Register a local authority&lt;/b&gt; — with the public key it gives (pound-desk authority key)</source>
        <translation>&lt;b&gt;തദ്ദേശസ്ഥാപനം രജിസ്റ്റർ ചെയ്യുക&lt;/b&gt; — അത് നൽകുന്ന പബ്ലിക് കീ ഉപയോഗിച്ച് (pound-desk authority key)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Local authority&apos;s name</source>
        <translation>തദ്ദേശ സ്ഥാപനത്തിന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose…</source>
        <translation>തിരഞ്ഞെടുക്കുക…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Public key file</source>
        <translation>പബ്ലിക് കീ ഫയൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;gister the local authority</source>
        <translation>തദ്ദേശ സ്ഥാപനം രജിസ്റ്റർ ചെയ്യുക (&amp;G)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The local authority&apos;s public key</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിന്റെ പബ്ലിക് കീ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Public key (*.pem);;All files (*)</source>
        <translation>പബ്ലിക് കീ (*.pem);;എല്ലാ ഫയലുകളും (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Give the local authority&apos;s name</source>
        <translation>തദ്ദേശ സ്ഥാപനത്തിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the local authority&apos;s public key file</source>
        <translation>തദ്ദേശ സ്ഥാപനത്തിന്റെ പബ്ലിക് കീ ഫയൽ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Registered %1: check the fingerprint %2 with the local authority</source>
        <translation>%1 രജിസ്റ്റർ ചെയ്തു: വിരലടയാളം %2 തദ്ദേശ സ്ഥാപനവുമായി ഒത്തുനോക്കുക</translation>
    </message>
</context>
<context>
    <name>AuthorityCharts</name>
    <message>
        <location filename="../../pound_desk/ui/authority/charts.py" line="+95"/>
        <source>Make the report (a month or a year) to see its charts here.</source>
        <translation>റിപ്പോർട്ട് (ഒരു മാസത്തെയോ വർഷത്തെയോ) തയ്യാറാക്കിയാൽ അതിന്റെ ചിത്രങ്ങൾ ഇവിടെ കാണാം.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>nothing in this period.</source>
        <translation>ഈ കാലയളവിൽ ഒന്നുമില്ല.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Money in rupees (₹), paise left out.</source>
        <translation>തുക രൂപയിൽ (₹), പൈസ ഒഴിവാക്കി.</translation>
    </message>
</context>
<context>
    <name>AuthorityWindow</name>
    <message>
        <location filename="../../pound_desk/ui/authority/__init__.py" line="+35"/>
        <source>The database cannot be opened:
%1</source>
        <translation>ഡാറ്റാബേസ് തുറക്കാനാവുന്നില്ല:
%1</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/authority/tables.py" line="+20"/>
        <source>Imported</source>
        <translation>ഇറക്കുമതി ചെയ്തു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Correction</source>
        <translation>തിരുത്തൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already there</source>
        <translation>ഇതിനകം ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused</source>
        <translation>നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held for an officer</source>
        <translation>ഉദ്യോഗസ്ഥന്റെ തീരുമാനത്തിനായി തടഞ്ഞുവച്ചു</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/authority/window.py" line="+37"/>
        <source>Pound Desk — returns of the pounds — %1</source>
        <translation>പൗണ്ട് ഡെസ്ക് — പൗണ്ടുകളുടെ റിട്ടേണുകൾ — %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pounds</source>
        <translation>പൗണ്ടുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import returns</source>
        <translation>റിട്ടേൺ ഇറക്കുമതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consolidated report</source>
        <translation>ഏകീകൃത റിപ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>ചിത്രങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held returns</source>
        <translation>തടഞ്ഞുവച്ച റിട്ടേണുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upward</source>
        <translation>മുകളിലേക്ക്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Database: %1</source>
        <translation>ഡാറ്റാബേസ്: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>officer</source>
        <translation>ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>auditor</source>
        <translation>ഓഡിറ്റർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signed in: %1, %2.</source>
        <translation>പ്രവേശിച്ചത്: %1, %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Import a return</source>
        <translation>റിട്ടേൺ ഇറക്കുമതി ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import the return %1 into this database?</source>
        <translation>%1 എന്ന റിട്ടേൺ ഈ ഡാറ്റാബേസിലേക്ക് ഇറക്കുമതി ചെയ്യണോ?</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <location filename="../../pound_desk/ui/start_check.py" line="+28"/>
        <source>none</source>
        <translation>ഇല്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made %1 (%2). It holds %3 cases; the last receipt is %4.</source>
        <translation>%1-ന് എടുത്തത് (%2). ഇതിൽ %3 കേസുകൾ; അവസാന രസീത് %4.</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/menus.py" line="+34"/>
        <source>&amp;File</source>
        <translation>ഫയൽ (&amp;F)</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/backups_menu.py" line="+24"/>
        <source>Backups…</source>
        <translation>ബാക്കപ്പുകൾ…</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/start_check.py" line="+6"/>
        <source>Pound Desk</source>
        <translation>പൗണ്ട് ഡെസ്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pound Desk is already open on this database (%1).
Use that window: only one copy works on the register at a time.</source>
        <translation>പൗണ്ട് ഡെസ്ക് ഈ ഡാറ്റാബേസിൽ ഇതിനകം തുറന്നിട്ടുണ്ട് (%1).
ആ ജാലകം ഉപയോഗിക്കുക: ഒരു സമയം ഒരു പകർപ്പ് മാത്രമേ രജിസ്റ്ററിൽ പ്രവർത്തിക്കൂ.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The pound&apos;s database failed its check and may be damaged. Pound Desk will not start on it.</source>
        <translation>പൗണ്ടിന്റെ ഡാറ്റാബേസ് പരിശോധനയിൽ പരാജയപ്പെട്ടു; കേടായിരിക്കാം. പൗണ്ട് ഡെസ്ക് ഇതിൽ തുടങ്ങില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+24"/>
        <source>The newest good backup</source>
        <translation>ഏറ്റവും പുതിയ നല്ല ബാക്കപ്പ്:</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Restoring it keeps the damaged file aside (never deleted). Entries made after the backup must be entered again from the paper records.</source>
        <translation>ഇത് പുനഃസ്ഥാപിക്കുമ്പോൾ കേടായ ഫയൽ മാറ്റിവയ്ക്കും (ഒരിക്കലും മായ്ക്കില്ല). ബാക്കപ്പിനു ശേഷം ചേർത്ത രേഖകൾ കടലാസ് രേഖകളിൽ നിന്ന് വീണ്ടും ചേർക്കണം.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No good backup was found in %1. Keep the file as it is and ask for help.</source>
        <translation>%1-ൽ നല്ല ബാക്കപ്പ് കണ്ടെത്തിയില്ല. ഫയൽ അതേപടി സൂക്ഷിച്ച് സഹായം തേടുക.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The database is damaged</source>
        <translation>ഡാറ്റാബേസ് കേടായി</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>Restore this backup</source>
        <translation>ഈ ബാക്കപ്പ് പുനഃസ്ഥാപിക്കുക</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+18"/>
        <source>Quit</source>
        <translation>പുറത്തുകടക്കുക</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The pound&apos;s database is missing from %1, but there are backups of it.</source>
        <translation>പൗണ്ടിന്റെ ഡാറ്റാബേസ് %1-ൽ കാണാനില്ല, എന്നാൽ അതിന്റെ ബാക്കപ്പുകൾ ഉണ്ട്.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The database is missing</source>
        <translation>ഡാറ്റാബേസ് കാണാനില്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start a new, empty register</source>
        <translation>പുതിയ, ശൂന്യമായ രജിസ്റ്റർ തുടങ്ങുക</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Restored</source>
        <translation>പുനഃസ്ഥാപിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The register was restored from the backup made %1. The file it replaced is kept in %2.</source>
        <translation>%1-ന് എടുത്ത ബാക്കപ്പിൽ നിന്ന് രജിസ്റ്റർ പുനഃസ്ഥാപിച്ചു. പകരം മാറ്റിയ ഫയൽ %2-ൽ സൂക്ഷിച്ചിരിക്കുന്നു.</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <location filename="../../pound_desk/ui/backups_dialog.py" line="+71"/>
        <source>Backups</source>
        <translation>ബാക്കപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept in: %1</source>
        <translation>സൂക്ഷിക്കുന്നത്: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Made at the first start of each day, before every upgrade and on closing; kept: 7 daily, 5 weekly, 12 monthly. Each is read back and checked.</source>
        <translation>ഓരോ ദിവസത്തെയും ആദ്യ തുടക്കത്തിലും ഓരോ പുതുക്കലിനു മുമ്പും അടയ്ക്കുമ്പോഴും എടുക്കുന്നു; സൂക്ഷിക്കുന്നത്: ദിവസേനയുള്ള 7, ആഴ്ചതോറുമുള്ള 5, മാസംതോറുമുള്ള 12. ഓരോന്നും വീണ്ടും വായിച്ച് പരിശോധിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Made</source>
        <translation>എടുത്തത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cases</source>
        <translation>കേസുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last receipt</source>
        <translation>അവസാന രസീത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Size</source>
        <translation>വലിപ്പം</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Back up now</source>
        <translation>ഇപ്പോൾ ബാക്കപ്പ് എടുക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back up to a folder or USB…</source>
        <translation>ഫോൾഡറിലേക്കോ USB-യിലേക്കോ ബാക്കപ്പ് എടുക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore…</source>
        <translation>പുനഃസ്ഥാപിക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore from a file…</source>
        <translation>ഒരു ഫയലിൽ നിന്ന് പുനഃസ്ഥാപിക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reading the backups…</source>
        <translation>ബാക്കപ്പുകൾ വായിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 backups; the newest first</source>
        <translation>%1 ബാക്കപ്പുകൾ; പുതിയത് ആദ്യം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No backups yet</source>
        <translation>ഇതുവരെ ബാക്കപ്പുകളില്ല</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Stopped</source>
        <translation>നിർത്തി</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Backing up…</source>
        <translation>ബാക്കപ്പ് എടുക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copying to the folder…</source>
        <translation>ഫോൾഡറിലേക്ക് പകർത്തുന്നു…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Backed up and checked: %1</source>
        <translation>ബാക്കപ്പ് എടുത്ത് പരിശോധിച്ചു: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 cannot be restored: %2</source>
        <translation>%1 പുനഃസ്ഥാപിക്കാനാവില്ല: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Restore this backup in place of the database in use?</source>
        <translation>ഈ ബാക്കപ്പ് ഇപ്പോഴത്തെ ഡാറ്റാബേസിനു പകരം പുനഃസ്ഥാപിക്കണോ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Entries made after it will not be in the register. The database in use is first kept aside in %1, never deleted.</source>
        <translation>ഇതിനു ശേഷമുള്ള രേഖകൾ രജിസ്റ്ററിൽ ഉണ്ടാവില്ല. ഇപ്പോഴത്തെ ഡാറ്റാബേസ് ആദ്യം %1-ൽ മാറ്റിവയ്ക്കും, ഒരിക്കലും മായ്ക്കില്ല.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Restoring…</source>
        <translation>പുനഃസ്ഥാപിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored. The database it replaced is kept in %1</source>
        <translation>പുനഃസ്ഥാപിച്ചു. മാറ്റിയ ഡാറ്റാബേസ് %1-ൽ സൂക്ഷിച്ചിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Choose a folder or USB stick</source>
        <translation>ഫോൾഡർ അല്ലെങ്കിൽ USB തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a backup</source>
        <translation>ഒരു ബാക്കപ്പ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pound Desk backups (*.sqlite3)</source>
        <translation>പൗണ്ട് ഡെസ്ക് ബാക്കപ്പുകൾ (*.sqlite3)</translation>
    </message>
</context>
<context>
    <name>Camera</name>
    <message>
        <location filename="../../pound_desk/ui/camera.py" line="+93"/>
        <source>No camera is attached to this computer: attach a webcam to take a photo here, or add a photo from a file</source>
        <translation>ഈ കമ്പ്യൂട്ടറിൽ ക്യാമറ ഘടിപ്പിച്ചിട്ടില്ല: ഇവിടെ ഫോട്ടോ എടുക്കാൻ ഒരു വെബ്‌ക്യാം ഘടിപ്പിക്കുക, അല്ലെങ്കിൽ ഫയലിൽ നിന്ന് ഫോട്ടോ ചേർക്കുക</translation>
    </message>
</context>
<context>
    <name>CaptureDialog</name>
    <message>
        <location line="+27"/>
        <source>Hold the head&apos;s ear tag, face or marks in the picture, then take the photo.</source>
        <translation>ഉരുവിന്റെ ഇയർ ടാഗോ മുഖമോ അടയാളങ്ങളോ ചിത്രത്തിൽ വരുന്ന വിധം പിടിച്ച് ഫോട്ടോ എടുക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the photo</source>
        <translation>ഫോട്ടോ എടുക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The camera cannot be used: it may be unplugged or in use by another program. Close that program or attach the camera again, then open this window again.</source>
        <translation>ക്യാമറ ഉപയോഗിക്കാൻ കഴിയുന്നില്ല: അത് ഊരിപ്പോയതോ മറ്റൊരു പ്രോഗ്രാം ഉപയോഗിക്കുന്നതോ ആകാം. ആ പ്രോഗ്രാം അടയ്ക്കുകയോ ക്യാമറ വീണ്ടും ഘടിപ്പിക്കുകയോ ചെയ്ത് ഈ ജാലകം വീണ്ടും തുറക്കുക.</translation>
    </message>
</context>
<context>
    <name>CaseViewDialog</name>
    <message>
        <location filename="../../pound_desk/ui/case_view.py" line="+69"/>
        <source>Entry in the register</source>
        <translation>രജിസ്റ്ററിലെ വിവരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Amendments&lt;/b&gt;</source>
        <translation>&lt;b&gt;തിരുത്തലുകൾ&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Status</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>വിവരണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cattle</source>
        <translation>കന്നുകാലികൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Photos</source>
        <translation>ഫോട്ടോകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fine</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Periods</source>
        <translation>ദിവസം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feeding</source>
        <translation>തീറ്റ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>ആകെ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>History</source>
        <translation>നാൾവഴി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seizer&apos;s copy</source>
        <translation>പിടിച്ചെടുത്തയാൾക്കുള്ള പകർപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log today&apos;s feeding</source>
        <translation>ഇന്നത്തെ തീറ്റ രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release…</source>
        <translation>വിട്ടുകൊടുക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amend…</source>
        <translation>തിരുത്തുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receipts</source>
        <translation>രസീതുകൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Case %1</source>
        <translation>കേസ് %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case %1 — %2</source>
        <translation>കേസ് %1 — %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>not known</source>
        <translation>അറിയില്ല</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None</source>
        <translation>ഇല്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1
receipt %2</source>
        <translation>%1
രസീത് %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dues as of %1</source>
        <translation>%1 വരെയുള്ള തുക</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Nothing held: no dues</source>
        <translation>പൗണ്ടിൽ ഒന്നുമില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total: %1</source>
        <translation>ആകെ: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seized in %1, a neighbouring local area outside the area this pound serves (s. 3(2))</source>
        <translation>പിടിച്ചെടുത്തത് %1-ൽ: ഈ പൗണ്ടിന്റെ സേവന പ്രദേശത്തിന് പുറത്തുള്ള അയൽ തദ്ദേശ പ്രദേശം (വകുപ്പ് 3(2))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seized in %1, outside the area this pound serves (s. 3(2))</source>
        <translation>പിടിച്ചെടുത്തത് %1-ൽ: ഈ പൗണ്ടിന്റെ സേവന പ്രദേശത്തിന് പുറത്ത് (വകുപ്പ് 3(2))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unclaimed report due on %1 (s. 13(1))</source>
        <translation>അവകാശപ്പെടാത്തവയുടെ റിപ്പോർട്ട് നൽകേണ്ട തീയതി: %1 (വകുപ്പ് 13(1))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Complaints may be made until %1 (s. 19)</source>
        <translation>%1 വരെ പരാതി നൽകാം (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Print receipt %1</source>
        <translation>രസീത് %1 അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seizer&apos;s copy — %1</source>
        <translation>പിടിച്ചെടുത്തയാൾക്കുള്ള പകർപ്പ് — %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Receipt — %1</source>
        <translation>രസീത് — %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Fed and watered today: %1 head logged</source>
        <translation>ഇന്ന് തീറ്റയും വെള്ളവും നൽകി: %1 ഉരു രേഖപ്പെടുത്തി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Already logged for today</source>
        <translation>ഇന്നത്തേത് നേരത്തെ രേഖപ്പെടുത്തി</translation>
    </message>
</context>
<context>
    <name>CashBookDialog</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/cash_book_dialog.py" line="+48"/>
        <source>Cash book and balances</source>
        <translation>റൊക്കം പുസ്തകവും ബാക്കിയും</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Account head</source>
        <translation>ശീർഷകം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the period</source>
        <translation>ഈ കാലയളവിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance at the end</source>
        <translation>അവസാനത്തെ ബാക്കി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show</source>
        <translation>കാണിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;PDF</source>
        <translation>പി.ഡി.എഫ് (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;CSV…</source>
        <translation>CSV സൂക്ഷിക്കുക… (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The period ends before it starts</source>
        <translation>കാലയളവ് തുടങ്ങുന്നതിനു മുമ്പ് അവസാനിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cash: opening %1, received %2, paid %3, closing %4; cash lines: %5</source>
        <translation>റൊക്കം: മുൻബാക്കി %1, വരവ് %2, ചെലവ് %3, നീക്കിയിരിപ്പ് %4; റൊക്കം വരികൾ: %5</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Making the cash book…</source>
        <translation>റൊക്കം പുസ്തകം തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cash book %1 to %2</source>
        <translation>റൊക്കം പുസ്തകം %1 മുതൽ %2 വരെ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved: %1</source>
        <translation>സൂക്ഷിച്ചു: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the cash book as CSV</source>
        <translation>റൊക്കം പുസ്തകം CSV ആയി സൂക്ഷിക്കുക</translation>
    </message>
</context>
<context>
    <name>ChangePasswordDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/users_dialog.py" line="+241"/>
        <source>Change my password</source>
        <translation>എന്റെ പാസ്‌വേഡ് മാറ്റുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Signed in as %1</source>
        <translation>പ്രവേശിച്ചത്: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Present password</source>
        <translation>ഇപ്പോഴത്തെ പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New password, at least 8 characters</source>
        <translation>പുതിയ പാസ്‌വേഡ്, കുറഞ്ഞത് 8 അക്ഷരം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New password again</source>
        <translation>പുതിയ പാസ്‌വേഡ് വീണ്ടും</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Change</source>
        <translation>മാറ്റുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>No one is signed in: there is no password to change</source>
        <translation>ആരും പ്രവേശിച്ചിട്ടില്ല: മാറ്റാൻ പാസ്‌വേഡ് ഇല്ല</translation>
    </message>
</context>
<context>
    <name>CloseDayDialog</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/close_day_dialog.py" line="+42"/>
        <source>Close of day</source>
        <translation>ദിവസാന്ത്യം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Day</source>
        <translation>ദിവസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>തുക, എണ്ണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remit</source>
        <translation>തുക അടയ്ക്കുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the daily &amp;statement</source>
        <translation>കണക്കുപത്രിക തയ്യാറാക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;how the statement</source>
        <translation>കണക്കുപത്രിക കാണുക (&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why it is reversed</source>
        <translation>തിരിച്ചെഴുതുന്നതിന്റെ കാരണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;verse this remittance</source>
        <translation>ഈ അടവ് തിരിച്ചെഴുതുക (&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Figures at the close of the day&lt;/b&gt;</source>
        <translation>&lt;b&gt;ദിവസാവസാനത്തെ കണക്ക്&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remittance to reverse</source>
        <translation>തിരിച്ചെഴുതേണ്ട അടവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason for the reversal</source>
        <translation>തിരിച്ചെഴുതാനുള്ള കാരണം</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Impounded this day</source>
        <translation>ഇന്ന് പിടിച്ചെടുത്തത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the pound at the close</source>
        <translation>ദിവസാവസാനം പൗണ്ടിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fines collected</source>
        <translation>പിരിച്ച പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding charges collected</source>
        <translation>പിരിച്ച തീറ്റച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sale proceeds received</source>
        <translation>ലഭിച്ച ലേലത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advance received</source>
        <translation>ലഭിച്ച മുൻകൂർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance spent</source>
        <translation>സംരക്ഷണച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remitted this day</source>
        <translation>ഇന്ന് അടച്ചത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deposits under protest received (s. 14)</source>
        <translation>ലഭിച്ച പ്രതിഷേധ നിക്ഷേപം (വകുപ്പ് 14)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposits under protest converted</source>
        <translation>പിഴയായി മാറ്റിയ പ്രതിഷേധ നിക്ഷേപം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposits under protest refunded</source>
        <translation>തിരികെ നൽകിയ പ്രതിഷേധ നിക്ഷേപം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid by seizers (s. 21)</source>
        <translation>പിടിച്ചെടുത്തവർ അടച്ചത് (വകുപ്പ് 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash in hand at the close</source>
        <translation>ദിവസാവസാനം കൈവശമുള്ള പണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needed for the next day</source>
        <translation>അടുത്ത ദിവസത്തേക്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — no feeding rate for: </source>
        <translation> — തീറ്റ നിരക്ക് ഇല്ലാത്തവ: </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Feeding charges retained (s. 16(2))</source>
        <translation>കൈവശം വെക്കുന്ന തീറ്റച്ചെലവ് (വകുപ്പ് 16(2))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advance not yet spent, kept</source>
        <translation>ചെലവാകാത്ത മുൻകൂർ, കൈവശം വെക്കുന്നത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sale proceeds held for owners</source>
        <translation>ഉടമകൾക്കായി സൂക്ഷിക്കുന്ന ലേലത്തുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deposits under protest held (s. 14)</source>
        <translation>കൈവശമുള്ള പ്രതിഷേധ നിക്ഷേപം (വകുപ്പ് 14)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To remit now (rule 13)</source>
        <translation>ഇപ്പോൾ അടയ്ക്കേണ്ടത് (ചട്ടം 13)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remit %1</source>
        <translation>%1 അടയ്ക്കുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reversed)</source>
        <translation> (തിരിച്ചെഴുതി)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remitted: %1</source>
        <translation>അടച്ചു: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The daily statement for %1 was made at %2; it is never remade.</source>
        <translation>%1-ലെ ദൈനംദിന കണക്കുപത്രിക %2-ന് തയ്യാറാക്കി; ഇത് വീണ്ടും തയ്യാറാക്കില്ല.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>That leaves %1 in hand, less than the %2 needed for the next day: the keeper will need an advance from the local authority (rule 17).</source>
        <translation>കൈയിൽ %1 മാത്രം ശേഷിക്കും, അടുത്ത ദിവസത്തിന് വേണ്ട %2-നേക്കാൾ കുറവ്: സൂക്ഷിപ്പുകാരന് തദ്ദേശസ്ഥാപനത്തിൽ നിന്ന് മുൻകൂർ വേണ്ടിവരും (ചട്ടം 17).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remit %1 to the local authority for %2 (rule 13), with a numbered voucher?</source>
        <translation>%2-ലെ %1 നമ്പറിട്ട വൗച്ചറോടെ തദ്ദേശസ്ഥാപനത്തിൽ അടയ്ക്കണോ (ചട്ടം 13)?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cash in hand at the close: %1; it stays with the pound-keeper: %2.</source>
        <translation>ദിവസാവസാനം കൈയിലുള്ള പണം: %1; പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ കൈയിൽ ശേഷിക്കുന്നത്: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remittance voucher %1</source>
        <translation>തുക അടച്ചതിന്റെ വൗച്ചർ %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reverse remittance %1? A reversing entry is made in the ledger with the reason; the voucher stays as it was.</source>
        <translation>അടവ് %1 തിരിച്ചെഴുതണോ? കാരണത്തോടെ ലെഡ്ജറിൽ ഒരു തിരുത്തൽ എൻട്രി ചേർക്കും; വൗച്ചർ അതേപടി നിലനിൽക്കും.</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+20"/>
        <source>Daily statement %1</source>
        <translation>ദൈനംദിന കണക്കുപത്രിക %1</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The day is not over</source>
        <translation>ദിവസം അവസാനിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the statement now?</source>
        <translation>കണക്കുപത്രിക ഇപ്പോൾ തയ്യാറാക്കണോ?</translation>
    </message>
</context>
<context>
    <name>ComplaintDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/complaint_dialog.py" line="+37"/>
        <source>Complaint (s. 19) — %1</source>
        <translation>പരാതി (വകുപ്പ് 19) — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A complaint that the seizure or detention was illegal, made to the Magistrate by the owner or by an agent who knows the facts, in writing or orally. While it is pending the case&apos;s cattle are not sold unless a written order allows it.</source>
        <translation>പിടിച്ചെടുക്കലോ തടഞ്ഞുവെക്കലോ നിയമവിരുദ്ധമാണെന്ന പരാതി; ഉടമയോ വസ്തുതകൾ അറിയുന്ന പ്രതിനിധിയോ മജിസ്ട്രേറ്റിന് രേഖാമൂലമോ വാമൊഴിയായോ നൽകുന്നത്. പരാതി തീർപ്പാകുംവരെ, രേഖാമൂലമുള്ള ഉത്തരവ് അനുവദിക്കാത്തപക്ഷം, കേസിലെ കന്നുകാലികളെ വിൽക്കില്ല.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The seizer, or for a detention the pound-keeper</source>
        <translation>പിടിച്ചെടുത്തയാൾ; തടഞ്ഞുവെക്കലിന് പൗണ്ട് സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The complaint in brief; an oral complaint in full, as reduced to writing</source>
        <translation>പരാതിയുടെ ചുരുക്കം; വാമൊഴി പരാതിയാണെങ്കിൽ എഴുതിയെടുത്തത് പൂർണമായി</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complainant</source>
        <translation>പരാതിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner, or agent who knows the facts (s. 20)</source>
        <translation>ഉടമയോ വസ്തുതകൾ അറിയുന്ന പ്രതിനിധിയോ (വകുപ്പ് 20)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made to (Magistrate or authority)</source>
        <translation>ആർക്ക് നൽകി (മജിസ്ട്രേറ്റ് അല്ലെങ്കിൽ അധികാരി)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complaint of (s. 19)</source>
        <translation>പരാതി എന്തിനെക്കുറിച്ച് (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against</source>
        <translation>ആർക്കെതിരെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In writing or oral</source>
        <translation>രേഖാമൂലമോ വാമൊഴിയോ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The complaint</source>
        <translation>പരാതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Record the complaint (Ctrl+Enter)</source>
        <translation>പരാതി രേഖപ്പെടുത്തുക (Ctrl+Enter) (&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No time of seizure: the window cannot be reckoned</source>
        <translation>പിടിച്ചെടുത്ത സമയം ഇല്ല: പരാതി നൽകാനുള്ള സമയപരിധി കണക്കാക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Complaints may be made until %1 (s. 19)</source>
        <translation>%1 വരെ പരാതി നൽകാം (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late: recorded all the same; the Magistrate decides</source>
        <translation>വൈകി: രേഖപ്പെടുത്തും, മജിസ്ട്രേറ്റ് തീരുമാനിക്കും</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Acknowledgement of a complaint</source>
        <translation>പരാതി ലഭിച്ചതിന്റെ അറിയിപ്പ്</translation>
    </message>
</context>
<context>
    <name>ContestDialog</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/release_order_dialog.py" line="+162"/>
        <source>Ownership contested — %1</source>
        <translation>ഉടമസ്ഥത തർക്കം — %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Contested since</source>
        <translation>തർക്കം തുടങ്ങിയ തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who claims the cattle</source>
        <translation>അവകാശപ്പെടുന്നവർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Particulars</source>
        <translation>വിവരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cattle are then held and released only on a written order (s. 18(2)); release on payment is refused.</source>
        <translation>അപ്പോൾ കന്നുകാലികളെ പൗണ്ടിൽ സൂക്ഷിക്കും, രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം മാത്രം വിട്ടുകൊടുക്കും (വകുപ്പ് 18(2)); പണമടച്ചുള്ള വിട്ടുകൊടുക്കൽ നിരസിക്കും.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>CourtSaleTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="-212"/>
        <source>Ordered on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+6"/>
        <source>Court</source>
        <translation>കോടതി</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Order</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fine</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Officer</source>
        <translation>ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>ഏൽപ്പിച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deliver the heads to the court&apos;s officer</source>
        <translation>ഉരുക്കളെ കോടതി ഉദ്യോഗസ്ഥന് ഏൽപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case no.</source>
        <translation>കേസ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads, e.g. 1,2 (blank: all held)</source>
        <translation>ഉരുക്കൾ, ഉദാ: 1,2 (ഒഴിച്ചിട്ടാൽ: പൗണ്ടിലുള്ളതെല്ലാം)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Court&apos;s order (s. 25)</source>
        <translation>കോടതി ഉത്തരവ് (വകുപ്പ് 25)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order dated</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine to be recovered, rupees</source>
        <translation>ഈടാക്കേണ്ട പിഴ, രൂപ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The court&apos;s officer who took them</source>
        <translation>ഏറ്റുവാങ്ങിയ കോടതി ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delivered at</source>
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The court sells them (s. 25); the proceeds go to the fine, not to the pound&apos;s cash.</source>
        <translation>കോടതിയാണ് അവയെ വിൽക്കുന്നത് (വകുപ്പ് 25); വിൽപ്പനത്തുക പിഴയിലേക്കാണ്, പൗണ്ടിന്റെ പണത്തിലേക്കല്ല.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Give head numbers separated by commas, e.g. 1,2</source>
        <translation>ഉരുക്കളുടെ നമ്പറുകൾ കോമയിട്ട് നൽകുക, ഉദാ. 1,2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the case number</source>
        <translation>കേസ് നമ്പർ നൽകുക</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../../pound_desk/ui/crash.py" line="+33"/>
        <source>This could not be finished because of an unexpected error; nothing half-done was kept. The details are written in %1.</source>
        <translation>അപ്രതീക്ഷിതമായ ഒരു പിശക് കാരണം ഇത് പൂർത്തിയാക്കാനായില്ല; പാതി ചെയ്തതൊന്നും സൂക്ഷിച്ചിട്ടില്ല. വിശദാംശങ്ങൾ %1-ൽ എഴുതിയിട്ടുണ്ട്.</translation>
    </message>
</context>
<context>
    <name>CsvFile</name>
    <message>
        <location filename="../../pound_desk/ui/authority/work.py" line="+56"/>
        <source>Could not save %1: %2</source>
        <translation>%1 സൂക്ഷിക്കാനായില്ല: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved %1</source>
        <translation>സൂക്ഷിച്ചു: %1</translation>
    </message>
</context>
<context>
    <name>DepositsDialog</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/deposits_dialog.py" line="+31"/>
        <source>Deposits of unclaimed proceeds (ss. 16(3), 17)</source>
        <translation>അവകാശപ്പെടാത്ത ലേലത്തുകയുടെ നിക്ഷേപങ്ങൾ (വകുപ്പുകൾ 16(3), 17)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deposited</source>
        <translation>നിക്ഷേപിച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last day to claim</source>
        <translation>അവകാശപ്പെടാനുള്ള അവസാന തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preferred</source>
        <translation>നൽകിയത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <source>Claimant</source>
        <translation>അവകാശി</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+13"/>
        <source>Particulars</source>
        <translation>വിവരങ്ങൾ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>In time?</source>
        <translation>സമയത്തിന്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decision</source>
        <translation>തീരുമാനം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Record a claim</source>
        <translation>അവകാശവാദം രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preferred on</source>
        <translation>നൽകിയ തീയതി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record the &amp;claim</source>
        <translation>രേഖപ്പെടുത്തുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decide or close</source>
        <translation>തീരുമാനിക്കുക അല്ലെങ്കിൽ അവസാനിപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>order no. and date</source>
        <translation>ഉത്തരവ് നമ്പറും തീയതിയും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pay the chosen claimant</source>
        <translation>തിരഞ്ഞെടുത്ത അവകാശിക്ക് നൽകുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim &amp;not established</source>
        <translation>അവകാശം സ്ഥാപിച്ചില്ല (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Credit to the local authority&apos;s &amp;fund (s. 17)</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിന്റെ ഫണ്ടിലേക്ക് വരവുവയ്ക്കുക (വകുപ്പ് 17) (&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No deposits yet.</source>
        <translation>നിക്ഷേപങ്ങളില്ല.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>established</source>
        <translation>സ്ഥാപിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not established</source>
        <translation>സ്ഥാപിച്ചില്ല</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>undecided</source>
        <translation>തീർപ്പായില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>late</source>
        <translation>വൈകി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in time</source>
        <translation>സമയത്ത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case %1: %2 held in deposit from %3; claims may be preferred until %4 (s. 16(3)).</source>
        <translation>കേസ് %1: %3 മുതൽ %2 നിക്ഷേപത്തിൽ; %4 വരെ അവകാശവാദം ഉന്നയിക്കാം (വകുപ്പ് 16(3)).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Closed on %1: %2 (%3).</source>
        <translation>%1-ന് അവസാനിപ്പിച്ചു: %2 (%3).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Choose a deposit first</source>
        <translation>ആദ്യം ഒരു നിക്ഷേപം തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>Choose the claim in the list of claims first</source>
        <translation>ആദ്യം അവകാശവാദങ്ങളുടെ പട്ടികയിൽ നിന്ന് ഒന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <location filename="../../pound_desk/ui/display.py" line="+173"/>
        <source>&amp;View</source>
        <translation>കാഴ്ച (&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text size</source>
        <translation>അക്ഷരവലുപ്പം</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Larger text</source>
        <translation>അക്ഷരം വലുതാക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Smaller text</source>
        <translation>അക്ഷരം ചെറുതാക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text at its usual size</source>
        <translation>അക്ഷരം സാധാരണ വലുപ്പത്തിൽ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>High contrast</source>
        <translation>ഉയർന്ന കോൺട്രാസ്റ്റ്</translation>
    </message>
</context>
<context>
    <name>DisposeOtherwiseDialog</name>
    <message>
        <location filename="../../pound_desk/ui/auction/disposal_dialog.py" line="+35"/>
        <source>Disposal otherwise (s. 13 proviso) — %1</source>
        <translation>ലേലമല്ലാതെ വിനിയോഗം (വകുപ്പ് 13-ലെ വ്യവസ്ഥ) — %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Heads</source>
        <translation>എണ്ണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disposed of at</source>
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manner, as the Director ordered</source>
        <translation>ഡയറക്ടർ ഉത്തരവിട്ട വിധം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered to</source>
        <translation>ഏറ്റുവാങ്ങിയത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money received, rupees (if any)</source>
        <translation>ലഭിച്ച തുക, രൂപ (ഉണ്ടെങ്കിൽ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Director&apos;s order</source>
        <translation>ഡയറക്ടറുടെ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the disposal (Ctrl+Enter)</source>
        <translation>വിനിയോഗം രേഖപ്പെടുത്തുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only cattle the Director thinks unlikely to fetch a fair price at auction, on his order in writing.</source>
        <translation>ലേലത്തിൽ ന്യായവില ലഭിക്കാനിടയില്ലെന്ന് ഡയറക്ടർ കരുതുന്നവ മാത്രം, രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Give the amount in rupees, e.g. 700</source>
        <translation>തുക രൂപയിൽ നൽകുക, ഉദാ. 700</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the disposal with proceeds of %1?</source>
        <translation>%1 വരവോടെ ഈ വിനിയോഗം രേഖപ്പെടുത്തണോ?</translation>
    </message>
</context>
<context>
    <name>Disputes</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/__init__.py" line="+29"/>
        <source>&amp;Disputes</source>
        <translation>തർക്കങ്ങൾ (&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Complaints and deposits under protest…</source>
        <translation>പരാതികളും പ്രതിഷേധ നിക്ഷേപങ്ങളും…</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/disputes/in_case.py" line="+23"/>
        <source>Disputes…</source>
        <translation>തർക്കങ്ങൾ…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No heads are held</source>
        <translation>പൗണ്ടിൽ ഒന്നുമില്ല</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No deposit under protest is held for this case</source>
        <translation>ഈ കേസിൽ പ്രതിഷേധ നിക്ഷേപമൊന്നുമില്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deposit %1 converted to fines and charges</source>
        <translation>നിക്ഷേപം %1 പിഴയും ചെലവുമായി മാറ്റി</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Acknowledgement of a complaint</source>
        <translation>പരാതി ലഭിച്ചതിന്റെ അറിയിപ്പ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No deposit or complaint on this case</source>
        <translation>ഈ കേസിൽ നിക്ഷേപമോ പരാതിയോ ഇല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deposit under protest (s. 14)…</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം (വകുപ്പ് 14)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complaint (s. 19)…</source>
        <translation>പരാതി (വകുപ്പ് 19)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome of complaint (ss. 21, 22)…</source>
        <translation>പരാതിയുടെ തീർപ്പ് (വകുപ്പുകൾ 21, 22)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert the deposit to fines and charges</source>
        <translation>നിക്ഷേപം പിഴയും ചെലവുമായി മാറ്റുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order allowing a sale despite a complaint…</source>
        <translation>പരാതി നിലനിൽക്കെ വിൽപന അനുവദിക്കുന്ന ഉത്തരവ്…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the deposit receipts and acknowledgements</source>
        <translation>നിക്ഷേപ രസീതുകളും അറിയിപ്പുകളും അച്ചടിക്കുക</translation>
    </message>
</context>
<context>
    <name>DisputesWindow</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/disputes_window.py" line="+41"/>
        <source>Complaints and deposits under protest</source>
        <translation>പരാതികളും പ്രതിഷേധ നിക്ഷേപങ്ങളും</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+4"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Made on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complainant</source>
        <translation>പരാതിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>Window</source>
        <translation>അവസാന തീയതി</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <source>State</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Owed by the one liable (s. 21)</source>
        <translation>ബാധ്യസ്ഥൻ നൽകാനുള്ളത് (വകുപ്പ് 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit</source>
        <translation>നിക്ഷേപം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposited by</source>
        <translation>നിക്ഷേപിച്ചയാൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Complaints (ss. 19–22)</source>
        <translation>പരാതികൾ (വകുപ്പുകൾ 19–22)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deposits under protest (s. 14)</source>
        <translation>പ്രതിഷേധ നിക്ഷേപങ്ങൾ (വകുപ്പ് 14)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the case</source>
        <translation>കേസ് തുറക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the acknowledgement</source>
        <translation>അറിയിപ്പ് അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert to fines and charges</source>
        <translation>പിഴയും ചെലവുമായി മാറ്റുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the deposit receipt</source>
        <translation>നിക്ഷേപ രസീത് അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid by the seizer…</source>
        <translation>പിടിച്ചെടുത്തയാൾ അടച്ചത്…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>
late</source>
        <translation>
വൈകി</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>to the pound: %1 outstanding</source>
        <translation>പൗണ്ടിന് കിട്ടാനുള്ളത്: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Deposit %1 converted to fines and charges</source>
        <translation>നിക്ഷേപം %1 പിഴയും ചെലവുമായി മാറ്റി</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Acknowledgement of a complaint</source>
        <translation>പരാതി ലഭിച്ചതിന്റെ അറിയിപ്പ്</translation>
    </message>
</context>
<context>
    <name>EntriesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/entries_dialog.py" line="+42"/>
        <source>Maintenance and advances</source>
        <translation>സംരക്ഷണച്ചെലവും മുൻകൂറും</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. Hay, 20 kg</source>
        <translation>വൈക്കോൽ 20 കിലോ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bill, voucher or acknowledgment no.</source>
        <translation>ബിൽ, വൗച്ചർ അല്ലെങ്കിൽ രസീത് നമ്പർ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+7"/>
        <source>Entry</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What for</source>
        <translation>വിവരണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount (₹)</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bill or acknowledgment no.</source>
        <translation>ബിൽ അല്ലെങ്കിൽ രസീത് നമ്പർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Particulars</source>
        <translation>വിവരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reference</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Record</source>
        <translation>രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cash in hand now: %1</source>
        <translation>ഇപ്പോൾ കൈവശമുള്ള പണം: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reversed)</source>
        <translation> (തിരിച്ചെഴുതി)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Give rupees like 240 or 240.50</source>
        <translation>240 അല്ലെങ്കിൽ 240.50 എന്നപോലെ രൂപ നൽകുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Record %1 of %2 on %3 (%4)?</source>
        <translation>%3-ന് %2 %1 (%4) രേഖപ്പെടുത്തണോ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Acknowledgment</source>
        <translation>രസീത്</translation>
    </message>
</context>
<context>
    <name>ExhibitDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/exhibit_dialog.py" line="+31"/>
        <source>List of fines and rates at the pound (s. 11(4))</source>
        <translation>പൗണ്ടിൽ പ്രദർശിപ്പിക്കേണ്ട പിഴയുടെയും നിരക്കുകളുടെയും പട്ടിക (വകുപ്പ് 11(4))</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print the list</source>
        <translation>പട്ടിക അച്ചടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put up at the pound by</source>
        <translation>പൗണ്ടിൽ പ്രദർശിപ്പിച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm it is displayed</source>
        <translation>പ്രദർശിപ്പിച്ചെന്ന് സ്ഥിരീകരിക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No fines or rates are in force: there is nothing to display yet.</source>
        <translation>പ്രാബല്യത്തിലുള്ള പിഴയോ നിരക്കുകളോ ഇല്ല: ഇപ്പോൾ പ്രദർശിപ്പിക്കാൻ ഒന്നുമില്ല.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The rates in force have changed since the list was last put up. Print the new list, put it up on or near the pound, and confirm.</source>
        <translation>പട്ടിക അവസാനം പ്രദർശിപ്പിച്ചതിനു ശേഷം പ്രാബല്യത്തിലുള്ള നിരക്കുകൾ മാറി. പുതിയ പട്ടിക അച്ചടിച്ച് പൗണ്ടിലോ അതിനടുത്തോ പ്രദർശിപ്പിച്ച് സ്ഥിരീകരിക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list in force is displayed: confirmed by %1 at %2.</source>
        <translation>പ്രാബല്യത്തിലുള്ള പട്ടിക പ്രദർശിപ്പിച്ചിട്ടുണ്ട്: %2-ന് %1 സ്ഥിരീകരിച്ചു.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last confirmed: %1 (list of %2)</source>
        <translation>അവസാനം സ്ഥിരീകരിച്ചത്: %1 (%2-ലെ പട്ടിക)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>List of fines and rates</source>
        <translation>പിഴയുടെയും നിരക്കുകളുടെയും പട്ടിക</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../pound_desk/ui/returns/export_dialog.py" line="+72"/>
        <source>Export the return (s. 6)</source>
        <translation>റിട്ടേൺ എക്സ്പോർട്ട് ചെയ്യുക (വകുപ്പ് 6)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Look for drives again</source>
        <translation>ഡ്രൈവുകൾ വീണ്ടും തിരയുക (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another &amp;folder…</source>
        <translation>മറ്റൊരു ഫോൾഡർ… (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export</source>
        <translation>എക്സ്പോർട്ട് ചെയ്യുക (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The month&apos;s register entries, receipts, accounts, sales, deposits, complaints and orders, and the cases open at its end, signed with the pound&apos;s key into one file for the local authority.</source>
        <translation>മാസത്തെ രജിസ്റ്റർ, രസീതുകൾ, കണക്കുകൾ, ലേലങ്ങൾ, നിക്ഷേപങ്ങൾ, പരാതികൾ, ഉത്തരവുകൾ എന്നിവയും മാസാവസാനം തീർപ്പാകാത്ത കേസുകളും പൗണ്ടിന്റെ കീ കൊണ്ട് ഒപ്പിട്ട് തദ്ദേശസ്ഥാപനത്തിനുള്ള ഒരു ഫയലായി.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Month</source>
        <translation>മാസം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write to</source>
        <translation>എവിടേക്ക്</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Not exported yet.</source>
        <translation>ഇതുവരെ എക്സ്പോർട്ട് ചെയ്തിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported on %1 (sequence %2, revision %3). Again: the same file if nothing changed, else the next revision.</source>
        <translation>%1-ന് എക്സ്പോർട്ട് ചെയ്തു (ക്രമം %2, പുതുക്കൽ %3). വീണ്ടും ചെയ്താൽ: മാറ്റമില്ലെങ്കിൽ അതേ ഫയൽ, ഉണ്ടെങ്കിൽ അടുത്ത പുതുക്കൽ.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>, %1 free</source>
        <translation>, %1 ഒഴിവ്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No removable drive found: put in a USB stick and look again, or choose another folder</source>
        <translation>USB ഡ്രൈവ് കണ്ടില്ല: ഘടിപ്പിച്ച് വീണ്ടും തിരയുക, അല്ലെങ്കിൽ മറ്റൊരു ഫോൾഡർ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a folder</source>
        <translation>ഫോൾഡർ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose a drive or a folder to write to</source>
        <translation>എഴുതാനുള്ള ഡ്രൈവോ ഫോൾഡറോ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the return…</source>
        <translation>റിട്ടേൺ തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
The same return as the last export of this month.</source>
        <translation>
ഈ മാസം അവസാനം എക്സ്പോർട്ട് ചെയ്ത അതേ റിട്ടേൺ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written and read back: %1
Sequence %2, revision %3. Take it to the local authority.</source>
        <translation>എഴുതി, തിരികെ വായിച്ച് ഉറപ്പാക്കി: %1
ക്രമം %2, പുതുക്കൽ %3. ഇത് തദ്ദേശസ്ഥാപനത്തിൽ ഏൽപ്പിക്കുക.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Stopped: nothing was written.</source>
        <translation>നിർത്തി: ഒന്നും എഴുതിയില്ല.</translation>
    </message>
</context>
<context>
    <name>ExportLogDialog</name>
    <message>
        <location filename="../../pound_desk/ui/returns/log_dialog.py" line="+20"/>
        <source>Returns exported</source>
        <translation>എക്സ്പോർട്ട് ചെയ്ത റിട്ടേണുകൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported</source>
        <translation>എക്സ്പോർട്ട് ചെയ്തത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Month</source>
        <translation>മാസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seq. / rev.</source>
        <translation>ക്രമം / പുതുക്കൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>File</source>
        <translation>ഫയൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Written to</source>
        <translation>എവിടേക്ക്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Check a return file…</source>
        <translation>റിട്ടേൺ ഫയൽ പരിശോധിക്കുക… (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Not valid: %1</source>
        <translation>സാധുവല്ല: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Valid: %1, %2, sequence %3, revision %4, signed with this pound&apos;s key.</source>
        <translation>സാധുവാണ്: %1, %2, ക്രമം %3, പുതുക്കൽ %4; ഈ പൗണ്ടിന്റെ കീ കൊണ്ട് ഒപ്പിട്ടത്.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A return file</source>
        <translation>റിട്ടേൺ ഫയൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pound Desk return (*.pdreturn)</source>
        <translation>പൗണ്ട് ഡെസ്ക് റിട്ടേൺ (*.pdreturn)</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../../pound_desk/ui/fields.py" line="+100"/>
        <source>— not typed —</source>
        <translation>— ടൈപ്പ് ചെയ്തിട്ടില്ല —</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>New place, not on the list: “%1” will be added</source>
        <translation>പട്ടികയിലില്ലാത്ത പുതിയ സ്ഥലം: “%1” ചേർക്കും</translation>
    </message>
</context>
<context>
    <name>FinesTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="-82"/>
        <location line="+17"/>
        <source>Imposed on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+10"/>
        <source>Section</source>
        <translation>വകുപ്പ്</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+13"/>
        <source>Fined</source>
        <translation>പിഴ ചുമത്തിയത്</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Fine</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appropriated</source>
        <translation>നഷ്ടപരിഹാരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+14"/>
        <source>Court</source>
        <translation>കോടതി</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Order</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the fine</source>
        <translation>പിഴ രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The s. 24 referral</source>
        <translation>വകുപ്പ് 24 പ്രകാരമുള്ള റഫറൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fine, rupees</source>
        <translation>പിഴ (രൂപ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Order or case no.</source>
        <translation>ഉത്തരവ് അല്ലെങ്കിൽ കേസ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Case no. (if any)</source>
        <translation>കേസ് നമ്പർ (ഉണ്ടെങ്കിൽ)</translation>
    </message>
</context>
<context>
    <name>FirstUserDialog</name>
    <message>
        <location filename="../../pound_desk/ui/sign_in_dialog.py" line="+203"/>
        <source>The first user</source>
        <translation>ആദ്യ ഉപയോക്താവ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pound Desk now asks everyone to sign in. Create the supervising officer&apos;s account: it adds the other users.</source>
        <translation>പൗണ്ട് ഡെസ്ക് ഇനി എല്ലാവരോടും പ്രവേശിക്കാൻ ആവശ്യപ്പെടുന്നു. മേൽനോട്ട ഉദ്യോഗസ്ഥന്റെ അക്കൗണ്ട് ഉണ്ടാക്കുക: അത് മറ്റ് ഉപയോക്താക്കളെ ചേർക്കും.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Create</source>
        <translation>ഉണ്ടാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>പുറത്തുകടക്കുക</translation>
    </message>
</context>
<context>
    <name>FirstUserFields</name>
    <message>
        <location line="+29"/>
        <source>Supervising officer&apos;s name (to sign in)</source>
        <translation>മേൽനോട്ട ഉദ്യോഗസ്ഥന്റെ പേര് (പ്രവേശിക്കാൻ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password, at least 8 characters</source>
        <translation>പാസ്‌വേഡ്, കുറഞ്ഞത് 8 അക്ഷരം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password again</source>
        <translation>പാസ്‌വേഡ് വീണ്ടും</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The user&apos;s name is required</source>
        <translation>ഉപയോക്താവിന്റെ പേര് ആവശ്യമാണ്</translation>
    </message>
</context>
<context>
    <name>FirstUserPage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="+138"/>
        <source>The first user</source>
        <translation>ആദ്യ ഉപയോക്താവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone signs in. The supervising officer&apos;s account adds the others.</source>
        <translation>എല്ലാവരും പ്രവേശിക്കണം. മേൽനോട്ട ഉദ്യോഗസ്ഥന്റെ അക്കൗണ്ട് മറ്റുള്ളവരെ ചേർക്കും.</translation>
    </message>
</context>
<context>
    <name>ForwardedTab</name>
    <message>
        <location filename="../../pound_desk/ui/upper/forwarded_tab.py" line="+64"/>
        <source>Each local authority forwards its pounds&apos; returns as one signed file (*.pdforward). Choose the USB stick or the folder holding them: every return is checked as the local authority checked it, and imported.</source>
        <translation>ഓരോ തദ്ദേശസ്ഥാപനവും അതിന്റെ പൗണ്ടുകളുടെ റിട്ടേണുകൾ ഒപ്പിട്ട ഒറ്റ ഫയലായി (*.pdforward) മുന്നോട്ട് അയയ്ക്കുന്നു. അവയുള്ള USB അല്ലെങ്കിൽ ഫോൾഡർ തിരഞ്ഞെടുക്കുക: തദ്ദേശസ്ഥാപനം പരിശോധിച്ചതുപോലെ ഓരോ റിട്ടേണും പരിശോധിച്ച് ഇറക്കുമതി ചെയ്യും.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import from the &amp;drive</source>
        <translation>ഡ്രൈവിൽ നിന്ന് ഇറക്കുമതി ചെയ്യുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look again</source>
        <translation>വീണ്ടും തിരയുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USB stick:</source>
        <translation>യുഎസ്ബി സ്റ്റിക്:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import a &amp;folder…</source>
        <translation>ഫോൾഡറിൽ നിന്ന് ഇറക്കുമതി… (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;files…</source>
        <translation>ഫയലുകൾ ഇറക്കുമതി ചെയ്യുക… (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>നിർത്തുക</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>File</source>
        <translation>ഫയൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>ഫലം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pound</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Month</source>
        <translation>മാസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>കാരണം</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No USB stick found: put one in and look again</source>
        <translation>USB കണ്ടില്ല: ഘടിപ്പിച്ച് വീണ്ടും തിരയുക</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The folder or USB stick with the forwarded files</source>
        <translation>മുന്നോട്ട് അയച്ച ഫയലുകളുള്ള ഫോൾഡർ അല്ലെങ്കിൽ USB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forwarded files</source>
        <translation>മുന്നോട്ട് അയച്ച ഫയലുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forwarded returns (*.pdforward);;All files (*)</source>
        <translation>മുന്നോട്ട് അയച്ച റിട്ടേണുകൾ (*.pdforward);;എല്ലാ ഫയലുകളും (*)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No forwarded files (*.pdforward) there</source>
        <translation>അവിടെ മുന്നോട്ട് അയച്ച ഫയലുകൾ (*.pdforward) ഇല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Importing…</source>
        <translation>ഇറക്കുമതി ചെയ്യുന്നു…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 returns: %2 imported or already there, %3 refused, %4 held for an officer</source>
        <translation>%1 റിട്ടേണുകൾ: %2 ഇറക്കുമതി ചെയ്തു അല്ലെങ്കിൽ ഇതിനകം ഉണ്ട്, %3 നിരസിച്ചു, %4 ഉദ്യോഗസ്ഥന്റെ തീരുമാനത്തിനായി തടഞ്ഞുവച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped. %1 returns: %2 imported or already there, %3 refused, %4 held for an officer</source>
        <translation>നിർത്തി. %1 റിട്ടേണുകൾ: %2 ഇറക്കുമതി ചെയ്തു അല്ലെങ്കിൽ ഇതിനകം ഉണ്ട്, %3 നിരസിച്ചു, %4 ഉദ്യോഗസ്ഥന്റെ തീരുമാനത്തിനായി തടഞ്ഞുവച്ചു</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The import stopped: %1</source>
        <translation>ഇറക്കുമതി നിന്നുപോയി: %1</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../../pound_desk/ui/guide_window.py" line="+149"/>
        <source>Read in &amp;English</source>
        <translation>ഇംഗ്ലീഷിൽ വായിക്കുക (&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read in &amp;Malayalam</source>
        <translation>മലയാളത്തിൽ വായിക്കുക (&amp;M)</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>&amp;Print the guide (PDF)…</source>
        <translation>വഴികാട്ടി അച്ചടിക്കുക (PDF)… (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The booklet could not be written to the data folder: is the disk full? The guide on the screen is not affected.</source>
        <translation>പുസ്തകം ഡാറ്റ ഫോൾഡറിൽ എഴുതാനായില്ല: ഡിസ്ക് നിറഞ്ഞോ? സ്ക്രീനിലെ വഴികാട്ടിക്ക് ഇതുകൊണ്ട് ഒന്നും സംഭവിക്കില്ല.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Making the guide&apos;s booklet…</source>
        <translation>വഴികാട്ടിയുടെ പുസ്തകം തയ്യാറാക്കുന്നു…</translation>
    </message>
</context>
<context>
    <name>HeadsEditor</name>
    <message>
        <location filename="../../pound_desk/ui/heads_editor.py" line="+63"/>
        <source>12 digits</source>
        <translation>12 അക്കം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add head (Alt+A)</source>
        <translation>ഉരുവിനെ ചേർക്കുക (Alt+A)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>follows from the kind</source>
        <translation>തരത്തിൽ നിന്ന്</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sex</source>
        <translation>ലിംഗം</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+13"/>
        <source>Colour</source>
        <translation>നിറം</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Marks</source>
        <translation>അടയാളങ്ങൾ</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+13"/>
        <source>Ear tag</source>
        <translation>ഇയർ ടാഗ്</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Remove</source>
        <translation>നീക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Kind</source>
        <translation>ഇനം (&amp;K)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Se&amp;x</source>
        <translation>ലിംഗം (&amp;X)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The sex follows from the kind</source>
        <translation>ലിംഗം തരത്തിൽ നിന്നു വ്യക്തമാണ്</translation>
    </message>
</context>
<context>
    <name>HeldTab</name>
    <message>
        <location filename="../../pound_desk/ui/authority/held_tab.py" line="+23"/>
        <source>A return far beyond its pound&apos;s capacity and the returns it sent before is held here instead of imported. An officer accepts it (it is then imported, every check made again) or refuses it, with their name and the reason, kept for good.</source>
        <translation>പൗണ്ടിന്റെ ശേഷിക്കും അത് മുമ്പ് അയച്ച റിട്ടേണുകൾക്കും വളരെ അപ്പുറമുള്ള റിട്ടേൺ ഇറക്കുമതി ചെയ്യാതെ ഇവിടെ തടഞ്ഞുവയ്ക്കുന്നു. ഒരു ഉദ്യോഗസ്ഥൻ അത് സ്വീകരിക്കുകയോ (അപ്പോൾ എല്ലാ പരിശോധനകളും വീണ്ടും നടത്തി ഇറക്കുമതി ചെയ്യും) നിരസിക്കുകയോ ചെയ്യുന്നു; പേരും കാരണവും എന്നേക്കുമായി സൂക്ഷിക്കും.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pound</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Month</source>
        <translation>മാസം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cases</source>
        <translation>കേസുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>ഉരുക്കൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held at its end</source>
        <translation>മാസാവസാനം പൗണ്ടിൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Most cases before</source>
        <translation>മുമ്പ് ഏറ്റവും കൂടുതൽ കേസുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>ശേഷി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held on</source>
        <translation>തടഞ്ഞുവച്ചത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Decision</source>
        <translation>തീരുമാനം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Officer</source>
        <translation>ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reason</source>
        <translation>കാരണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Accept and import</source>
        <translation>സ്വീകരിച്ച് ഇറക്കുമതി ചെയ്യുക (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;fuse</source>
        <translation>നിരസിക്കുക (&amp;F)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Accepted by %1 on %2: %3</source>
        <translation>%2-ന് %1 സ്വീകരിച്ചു: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused by %1 on %2: %3</source>
        <translation>%2-ന് %1 നിരസിച്ചു: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting</source>
        <translation>തീരുമാനം കാത്തിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Give the officer&apos;s name</source>
        <translation>ഉദ്യോഗസ്ഥന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the reason for the decision</source>
        <translation>തീരുമാനത്തിന്റെ കാരണം നൽകുക</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Held no. %1 refused</source>
        <translation>തടഞ്ഞുവച്ച നമ്പർ %1 നിരസിച്ചു</translation>
    </message>
</context>
<context>
    <name>Housekeeping</name>
    <message>
        <location filename="../../pound_desk/ui/housekeeping.py" line="+77"/>
        <source>Checking the database in the background…</source>
        <translation>ഡാറ്റാബേസ് പിന്നണിയിൽ പരിശോധിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The database was checked and is sound.</source>
        <translation>ഡാറ്റാബേസ് പരിശോധിച്ചു; കേടില്ല.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The database could not be checked now: %1</source>
        <translation>ഡാറ്റാബേസ് ഇപ്പോൾ പരിശോധിക്കാനായില്ല: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The database is damaged</source>
        <translation>ഡാറ്റാബേസ് കേടായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The check of the pound&apos;s database found damage. Pound Desk will close now, so that nothing more is written to it. At the next start it offers the newest good backup; entries made since then must be entered again from the paper records.</source>
        <translation>പൗണ്ടിന്റെ ഡാറ്റാബേസ് പരിശോധനയിൽ കേട് കണ്ടെത്തി. ഇനി ഒന്നും അതിൽ എഴുതാതിരിക്കാൻ പൗണ്ട് ഡെസ്ക് ഇപ്പോൾ അടയ്ക്കും. അടുത്ത തവണ തുറക്കുമ്പോൾ ഏറ്റവും പുതിയ നല്ല ബാക്കപ്പ് നൽകും; അതിനുശേഷം ചേർത്തവ കടലാസ് രേഖകളിൽ നിന്ന് വീണ്ടും ചേർക്കണം.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Backup made and checked: %1</source>
        <translation>ബാക്കപ്പ് എടുത്ത് പരിശോധിച്ചു: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Backup</source>
        <translation>ബാക്കപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A backup could not be made:
%1</source>
        <translation>ബാക്കപ്പ് എടുക്കാനായില്ല:
%1</translation>
    </message>
</context>
<context>
    <name>ImportTab</name>
    <message>
        <location filename="../../pound_desk/ui/authority/import_tab.py" line="+33"/>
        <source>Returns come as signed files (*.pdreturn), one a month from each pound. Choose the USB stick or the folder holding them: each is checked and imported in turn.</source>
        <translation>ഓരോ പൗണ്ടും മാസത്തിൽ ഒന്ന് എന്ന നിലയിൽ ഒപ്പിട്ട ഫയലുകളായാണ് (*.pdreturn) റിട്ടേണുകൾ അയയ്ക്കുന്നത്. അവയുള്ള USB അല്ലെങ്കിൽ ഫോൾഡർ തിരഞ്ഞെടുക്കുക: ഓരോന്നും പരിശോധിച്ച് ക്രമത്തിൽ ഇറക്കുമതി ചെയ്യും.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import from the &amp;drive</source>
        <translation>ഡ്രൈവിൽ നിന്ന് ഇറക്കുമതി ചെയ്യുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look again</source>
        <translation>വീണ്ടും തിരയുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USB stick:</source>
        <translation>യുഎസ്ബി സ്റ്റിക്:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import a &amp;folder…</source>
        <translation>ഫോൾഡറിൽ നിന്ന് ഇറക്കുമതി… (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;files…</source>
        <translation>ഫയലുകൾ ഇറക്കുമതി ചെയ്യുക… (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop</source>
        <translation>നിർത്തുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>File</source>
        <translation>ഫയൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Outcome</source>
        <translation>ഫലം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pound</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Month</source>
        <translation>മാസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason</source>
        <translation>കാരണം</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No USB stick found: put one in and look again</source>
        <translation>USB കണ്ടില്ല: ഘടിപ്പിച്ച് വീണ്ടും തിരയുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder or USB stick with the returns</source>
        <translation>റിട്ടേണുകളുള്ള ഫോൾഡർ അല്ലെങ്കിൽ USB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Return files</source>
        <translation>റിട്ടേൺ ഫയലുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Returns (*.pdreturn);;All files (*)</source>
        <translation>റിട്ടേണുകൾ (*.pdreturn);;എല്ലാ ഫയലുകളും (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Importing…</source>
        <translation>ഇറക്കുമതി ചെയ്യുന്നു…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No return files (*.pdreturn) there</source>
        <translation>അവിടെ റിട്ടേൺ ഫയലുകൾ (*.pdreturn) ഇല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 file(s): %2 imported, %3 corrections, %4 already there, %5 refused</source>
        <translation>%1 ഫയൽ: %2 ഇറക്കുമതി ചെയ്തു, %3 തിരുത്തലുകൾ, %4 ഇതിനകം ഉണ്ട്, %5 നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stopped. %1 file(s): %2 imported, %3 corrections, %4 already there, %5 refused</source>
        <translation>നിർത്തി. %1 ഫയൽ: %2 ഇറക്കുമതി ചെയ്തു, %3 തിരുത്തലുകൾ, %4 ഇതിനകം ഉണ്ട്, %5 നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 held for an officer&apos;s decision (Held returns).</source>
        <translation>%1 എണ്ണം ഉദ്യോഗസ്ഥന്റെ തീരുമാനത്തിനായി തടഞ്ഞുവച്ചു (തടഞ്ഞുവച്ച റിട്ടേണുകൾ).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The import stopped: %1</source>
        <translation>ഇറക്കുമതി നിന്നുപോയി: %1</translation>
    </message>
</context>
<context>
    <name>IncidentsTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="-87"/>
        <location line="+4"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>What</source>
        <translation>എന്ത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Where</source>
        <translation>എവിടെ</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Who</source>
        <translation>ആര്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+13"/>
        <source>Police</source>
        <translation>പോലീസ്</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>വിവരണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the incident</source>
        <translation>സംഭവം രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What happened</source>
        <translation>എന്ത് സംഭവിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who did it</source>
        <translation>ചെയ്തവർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Account of what happened</source>
        <translation>സംഭവിച്ചതിന്റെ വിവരണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Police informed</source>
        <translation>പോലീസിനെ അറിയിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Police station and reference</source>
        <translation>പോലീസ് സ്റ്റേഷനും നമ്പറും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case no. (if any)</source>
        <translation>കേസ് നമ്പർ (ഉണ്ടെങ്കിൽ)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No</source>
        <translation>ഇല്ല</translation>
    </message>
</context>
<context>
    <name>InspectionDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/inspection_dialog.py" line="+50"/>
        <source>Inspection of the pound (rules 4–6, 18)</source>
        <translation>പൗണ്ട് പരിശോധന (ചട്ടങ്ങൾ 4–6, 18)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Inspected at</source>
        <translation>പരിശോധിച്ച സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspecting officer</source>
        <translation>പരിശോധിച്ച ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checklist</source>
        <translation>പരിശോധനാ പട്ടിക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Head count against the register (r. 18)</source>
        <translation>എണ്ണം രജിസ്റ്ററുമായി ഒത്തുനോക്കൽ (ചട്ടം 18)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Kind&lt;/b&gt;</source>
        <translation>&lt;b&gt;ഇനം&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Counted&lt;/b&gt;</source>
        <translation>&lt;b&gt;എണ്ണിയത്&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Register&lt;/b&gt;</source>
        <translation>&lt;b&gt;രജിസ്റ്റർ&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Inspected</source>
        <translation>പരിശോധന</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Officer</source>
        <translation>ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Differences</source>
        <translation>വ്യത്യാസങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Record the inspection</source>
        <translation>പരിശോധന രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remarks</source>
        <translation>കുറിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Differs from the register</source>
        <translation>രജിസ്റ്ററുമായി വ്യത്യാസം:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The count agrees with the register</source>
        <translation>എണ്ണം രജിസ്റ്ററുമായി ഒത്തുവരുന്നു</translation>
    </message>
</context>
<context>
    <name>KeeperDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/keeper_dialog.py" line="+27"/>
        <source>Pound-keeper (s. 5)</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരൻ (വകുപ്പ് 5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Pound-keeper</source>
        <translation>സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Order</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Reference</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. Council resolution 12/2026</source>
        <translation>ഉദാ: കൗൺസിൽ തീരുമാനം 12/2026</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pound-keeper&apos;s name</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Local authority&apos;s order no.</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിന്റെ ഉത്തരവ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Record the order</source>
        <translation>ഉത്തരവ് രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>in office</source>
        <translation>ചുമതലയിൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SUSPENDED</source>
        <translation>സസ്പെൻഷനിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>REMOVED</source>
        <translation>നീക്കം ചെയ്തു</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none appointed</source>
        <translation>ആരുമില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today: %1, %2</source>
        <translation>ഇന്ന്: %1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No register, receipt or release entries can be made until a keeper is in office.</source>
        <translation>ഒരു സൂക്ഷിപ്പുകാരൻ ചുമതലയിൽ ഇല്ലാത്തിടത്തോളം രജിസ്റ്ററിലോ രസീതിലോ വിട്ടുകൊടുക്കലിലോ ഒന്നും ചേർക്കാനാവില്ല.</translation>
    </message>
</context>
<context>
    <name>KindsPage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="-30"/>
        <source>Kinds of cattle</source>
        <translation>കന്നുകാലി ഇനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick the kinds this pound receives (s. 2(1)); the forms offer these first.</source>
        <translation>ഈ പൗണ്ടിൽ വരുന്ന ഇനങ്ങൾ തിരഞ്ഞെടുക്കുക (വകുപ്പ് 2(1)); ഫോമുകളിൽ ഇവ ആദ്യം കാണിക്കും.</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../pound_desk/ui/labels.py" line="+21"/>
        <source>Held</source>
        <translation>പൗണ്ടിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part released</source>
        <translation>ഭാഗികമായി വിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Released</source>
        <translation>വിട്ടുകൊടുത്തു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Anything</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case no.</source>
        <translation>കേസ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>ഉടമ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer</source>
        <translation>പിടിച്ചെടുത്തയാൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <source>Ear tag</source>
        <translation>ഇയർ ടാഗ്</translation>
    </message>
    <message>
        <location line="-67"/>
        <location line="+63"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Not stated</source>
        <translation>രേഖപ്പെടുത്തിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Day and hour brought</source>
        <translation>എത്തിച്ച ദിവസവും സമയവും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time of seizure</source>
        <translation>പിടിച്ചെടുത്ത സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basis</source>
        <translation>അടിസ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s name</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s residence</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ താമസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s capacity</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ പദവി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner&apos;s name</source>
        <translation>ഉടമയുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner&apos;s residence</source>
        <translation>ഉടമയുടെ താമസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Police aid</source>
        <translation>പോലീസ് സഹായം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sex</source>
        <translation>ലിംഗം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>നിറം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks</source>
        <translation>അടയാളങ്ങൾ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Head %1</source>
        <translation>നമ്പർ %1</translation>
    </message>
</context>
<context>
    <name>LockDialog</name>
    <message>
        <location filename="../../pound_desk/ui/lock.py" line="+26"/>
        <source>Locked — Pound Desk</source>
        <translation>ലോക്ക് ചെയ്തിരിക്കുന്നു — പൗണ്ട് ഡെസ്ക്</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The desk was locked after a time unused. Type your password to go on, or another user may sign in.</source>
        <translation>കുറച്ചുനേരം ഉപയോഗിക്കാതിരുന്നതിനാൽ ലോക്ക് ചെയ്തു. തുടരാൻ നിങ്ങളുടെ പാസ്‌വേഡ് ടൈപ്പ് ചെയ്യുക, അല്ലെങ്കിൽ മറ്റൊരു ഉപയോക്താവിന് പ്രവേശിക്കാം.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../pound_desk/ui/main_window.py" line="+86"/>
        <source>Pound Desk — %1</source>
        <translation>പൗണ്ട് ഡെസ്ക് — %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The register</source>
        <translation>രജിസ്റ്റർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One case a row: Enter opens it</source>
        <translation>ഒരു വരിയിൽ ഒരു കേസ്: Enter അമർത്തിയാൽ തുറക്കും</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>New seizure (Ctrl+N)</source>
        <translation>പുതിയ പിടിച്ചെടുക്കൽ (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open case (Enter)</source>
        <translation>കേസ് തുറക്കുക (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log today&apos;s feeding</source>
        <translation>ഇന്നത്തെ തീറ്റ രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release</source>
        <translation>വിട്ടുകൊടുക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print register</source>
        <translation>രജിസ്റ്റർ അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh (F5)</source>
        <translation>പുതുക്കുക (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../pound_desk/ui/selftest.py" line="+197"/>
        <source>Quit</source>
        <translation>പുറത്തുകടക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>പ്രവർത്തനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Pound</source>
        <translation>പൗണ്ട് (&amp;P)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Cases</source>
        <translation>കേസുകൾ (&amp;C)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>more than %1 cases</source>
        <translation>%1-ലധികം കേസുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cases</source>
        <translation>%1 കേസുകൾ</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Choose a case first</source>
        <translation>ആദ്യം ഒരു കേസ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a case with cattle still held</source>
        <translation>പൗണ്ടിലുള്ള കേസ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Record that every head in the pound was fed and watered today?</source>
        <translation>പൗണ്ടിലുള്ള എല്ലാ കന്നുകാലികൾക്കും ഇന്ന് തീറ്റയും വെള്ളവും നൽകിയെന്ന് രേഖപ്പെടുത്തണോ?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Fed and watered: %1 head logged for today</source>
        <translation>തീറ്റയും വെള്ളവും: ഇന്നത്തേക്ക് %1 ഉരു രേഖപ്പെടുത്തി</translation>
    </message>
</context>
<context>
    <name>MonthPanel</name>
    <message>
        <location filename="../../pound_desk/ui/month_panel.py" line="+37"/>
        <source>&lt;b&gt;This month&lt;/b&gt; (last month)</source>
        <translation>&lt;b&gt;ഈ മാസം&lt;/b&gt; (കഴിഞ്ഞ മാസം)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Counting…</source>
        <translation>എണ്ണുന്നു…</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Cases brought</source>
        <translation>എത്തിച്ച കേസുകൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Heads held now</source>
        <translation>ഇപ്പോൾ പൗണ്ടിലുള്ളവ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collected</source>
        <translation>പിരിച്ചത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steps overdue</source>
        <translation>വൈകിയ നടപടികൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cases brought this month; in brackets, last month. Opens the register for this month.</source>
        <translation>ഈ മാസം എത്തിച്ച കേസുകൾ; ബ്രാക്കറ്റിൽ കഴിഞ്ഞ മാസത്തേത്. ഈ മാസത്തെ രജിസ്റ്റർ തുറക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heads in the pound now; in brackets, at the end of last month. Opens the register of cases whose cattle are all held.</source>
        <translation>ഇപ്പോൾ പൗണ്ടിലുള്ള ഉരുക്കൾ; ബ്രാക്കറ്റിൽ കഴിഞ്ഞ മാസാവസാനത്തേത്. എല്ലാ ഉരുക്കളും പൗണ്ടിലുള്ള കേസുകളുടെ രജിസ്റ്റർ തുറക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money received into cash this month; in brackets, last month. Opens the cash book.</source>
        <translation>ഈ മാസം റൊക്കമായി ലഭിച്ച തുക; ബ്രാക്കറ്റിൽ കഴിഞ്ഞ മാസത്തേത്. റൊക്കം പുസ്തകം തുറക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Steps overdue today; in brackets, on the last day of last month. Opens the needs-action list.</source>
        <translation>ഇന്ന് വൈകിയ നടപടികൾ; ബ്രാക്കറ്റിൽ കഴിഞ്ഞ മാസത്തെ അവസാന ദിവസത്തേത്. നടപടി വേണ്ടവയുടെ പട്ടിക തുറക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The month&apos;s figures could not be counted: %1</source>
        <translation>ഈ മാസത്തെ കണക്കുകൾ എണ്ണാനായില്ല: %1</translation>
    </message>
</context>
<context>
    <name>NeedsActionPanel</name>
    <message>
        <location filename="../../pound_desk/ui/needs_action.py" line="+44"/>
        <source>&lt;b&gt;Needs action today&lt;/b&gt;</source>
        <translation>&lt;b&gt;ഇന്ന് ചെയ്യേണ്ടവ&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Feeding not logged (s. 8)</source>
        <translation>തീറ്റ രേഖപ്പെടുത്തിയില്ല (വകുപ്പ് 8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclaimed 7 days (s. 13(1))</source>
        <translation>7 ദിവസമായി ആരും അവകാശപ്പെട്ടില്ല (വകുപ്പ് 13(1))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notice to be issued (s. 13(2))</source>
        <translation>നോട്ടീസ് നൽകണം (വകുപ്പ് 13(2))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notice to affix / proclaim (s. 13(2))</source>
        <translation>നോട്ടീസ് പതിക്കൽ / വിളംബരം (വകുപ്പ് 13(2))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May be sold (ss. 13(3), 15(1))</source>
        <translation>വിൽക്കാവുന്നവ (വകുപ്പുകൾ 13(3), 15(1))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sold: settle the proceeds (ss. 15(2), 16)</source>
        <translation>വിറ്റു: ലേലത്തുകയുടെ കണക്കുതീർക്കണം (വകുപ്പുകൾ 15(2), 16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account to the owner (s. 15(3))</source>
        <translation>ഉടമയ്ക്ക് കണക്ക് നൽകണം (വകുപ്പ് 15(3))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complaints close (s. 19)</source>
        <translation>പരാതി സമയം തീരുന്നു (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit under protest: window closed, convert (s. 14)</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം: പരാതി സമയം കഴിഞ്ഞു, പിഴയായി മാറ്റുക (വകുപ്പ് 14)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit under protest: complaint window (s. 19)</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം: പരാതി നൽകാനുള്ള സമയം (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit to credit (s. 17)</source>
        <translation>നിക്ഷേപം വരവുവയ്ക്കണം (വകുപ്പ് 17)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit claims close (s. 16(3))</source>
        <translation>നിക്ഷേപ അവകാശ സമയം തീരുന്നു (വകുപ്പ് 16(3))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily statement (rule 15)</source>
        <translation>ദൈനംദിന കണക്കുപത്രിക (ചട്ടം 15)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Revised daily statement (rule 15)</source>
        <translation>പുതുക്കിയ ദൈനംദിന കണക്കുപത്രിക (ചട്ടം 15)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monthly return (s. 6)</source>
        <translation>മാസ റിട്ടേൺ നൽകണം (വകുപ്പ് 6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rates changed (s. 11(4))</source>
        <translation>നിരക്കുകൾ മാറി (വകുപ്പ് 11(4))</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+8"/>
        <source>Checking…</source>
        <translation>പരിശോധിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Print and put up the new list</source>
        <translation>പുതിയ പട്ടിക അച്ചടിച്ച് പ്രദർശിപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make it for %1</source>
        <translation>%1-ലേത് തയ്യാറാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: export</source>
        <translation>%1: എക്സ്പോർട്ട് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing needs doing</source>
        <translation>ഒന്നും ബാക്കിയില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to do</source>
        <translation>%1 ചെയ്യാനുണ്ട്</translation>
    </message>
</context>
<context>
    <name>NewAuctionDialog</name>
    <message>
        <location filename="../../pound_desk/ui/auction/new_auction.py" line="+27"/>
        <source>New public auction (s. 13(3))</source>
        <translation>പുതിയ പരസ്യലേലം (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>e.g. Director&apos;s order LB/12/2026</source>
        <translation>ഉദാ: ഡയറക്ടറുടെ ഉത്തരവ് LB/12/2026</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Day and hour</source>
        <translation>ദിവസവും സമയവും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>സ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conducted by</source>
        <translation>ലേലം നടത്തുന്നത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name and office</source>
        <translation>പേരും ഓഫീസും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conditions of sale</source>
        <translation>വിൽപന വ്യവസ്ഥകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Director&apos;s order on place, time and conditions</source>
        <translation>സ്ഥലം, സമയം, വ്യവസ്ഥകൾ എന്നിവ സംബന്ധിച്ച ഡയറക്ടറുടെ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deputation order (s. 13(3))</source>
        <translation>നിയോഗ ഉത്തരവ് (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create the auction (Ctrl+Enter)</source>
        <translation>ലേലം ചേർക്കുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/notice_dialog.py" line="+63"/>
        <source>Issue notice (s. 13(2)) — %1</source>
        <translation>നോട്ടീസ് നൽകൽ (വകുപ്പ് 13(2)) — %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seized at %1 (%2); the notice is proclaimed by beat of drum in the village and the market place nearest to it.</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലം: %1 (%2); അതിന് ഏറ്റവും അടുത്ത ഗ്രാമത്തിലും ചന്തയിലും ചെണ്ടകൊട്ടി നോട്ടീസ് വിളംബരം ചെയ്യും.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A village not on the list: “%1” is named on this notice and offered on the next</source>
        <translation>പട്ടികയിലില്ലാത്ത ഗ്രാമം: “%1” ഈ നോട്ടീസിൽ ചേർക്കും, അടുത്ത നോട്ടീസിൽ പട്ടികയിൽ കാണും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A market place not on the list: “%1” is named on this notice and offered on the next</source>
        <translation>പട്ടികയിലില്ലാത്ത ചന്ത: “%1” ഈ നോട്ടീസിൽ ചേർക്കും, അടുത്ത നോട്ടീസിൽ പട്ടികയിൽ കാണും</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>where the public auction will be held</source>
        <translation>പരസ്യലേലം നടക്കുന്ന സ്ഥലം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heads still in the pound</source>
        <translation>ഇപ്പോഴും പൗണ്ടിലുള്ള ഉരുക്കൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date of the notice</source>
        <translation>നോട്ടീസ് തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Issued by</source>
        <translation>നൽകുന്നത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Village nearest the place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലത്തിന് ഏറ്റവും അടുത്ത ഗ്രാമം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market place nearest the place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലത്തിന് ഏറ്റവും അടുത്ത ചന്ത</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place of the sale (s. 13(3))</source>
        <translation>ലേലം നടക്കുന്ന സ്ഥലം (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day and hour of the sale</source>
        <translation>ലേലത്തിന്റെ ദിവസവും സമയവും</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Issue the notice (Ctrl+Enter)</source>
        <translation>നോട്ടീസ് നൽകുക (Ctrl+Enter) (&amp;I)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Print the &amp;notice (poster)</source>
        <translation>നോട്ടീസ് (പോസ്റ്റർ) അച്ചടിക്കുക (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the &amp;drum proclamation</source>
        <translation>ചെണ്ടകൊട്ടി വിളംബരം അച്ചടിക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>അടയ്ക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Notice %1 issued for case %2. Print the poster to affix at the office and the sheet for the drum proclamation in %3 and %4.</source>
        <translation>കേസ് %2-ന് നോട്ടീസ് %1 നൽകി. ഓഫീസിൽ പതിക്കാനുള്ള പോസ്റ്ററും %3-ലും %4-ലും ചെണ്ടകൊട്ടി വിളംബരം ചെയ്യാനുള്ള ഷീറ്റും അച്ചടിക്കുക.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not make the document: %1</source>
        <translation>രേഖ തയ്യാറാക്കാനായില്ല: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Notice — %1</source>
        <translation>നോട്ടീസ് — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drum proclamation — %1</source>
        <translation>ചെണ്ടകൊട്ടി വിളംബരം — %1</translation>
    </message>
</context>
<context>
    <name>NoticeEventsDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/events_dialog.py" line="+37"/>
        <source>Notice %1: affixed and proclaimed; may be sold from %2 (s. 13(3))</source>
        <translation>നോട്ടീസ് %1: പതിക്കലും വിളംബരവും കഴിഞ്ഞു; %2 മുതൽ പരസ്യലേലത്തിൽ വിൽക്കാം (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Notice %1 issued %2; not yet %3</source>
        <translation>നോട്ടീസ് %1, %2-ന് നൽകിയത്; ഇനി രേഖപ്പെടുത്താനുള്ളത് — %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Affixing and proclamation — %1</source>
        <translation>പതിക്കലും വിളംബരവും — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case %1 · issued %2 by %3 · village %4 · market place %5</source>
        <translation>കേസ് %1 · %2-ന് %3 നൽകിയത് · ഗ്രാമം %4 · ചന്ത %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What</source>
        <translation>എന്ത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>സ്ഥലം</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+16"/>
        <source>By whom</source>
        <translation>ആര്</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>What was done</source>
        <translation>ചെയ്തത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place, if other than the notice says</source>
        <translation>സ്ഥലം, നോട്ടീസിൽ പറയുന്നതല്ലെങ്കിൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക (Ctrl+Enter) (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record</source>
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>not yet</source>
        <translation>ഇല്ല</translation>
    </message>
</context>
<context>
    <name>NoticesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/notices_dialog.py" line="+42"/>
        <source>Notices (s. 13(2))</source>
        <translation>നോട്ടീസുകൾ (വകുപ്പ് 13(2))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notice</source>
        <translation>നോട്ടീസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Issued</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Village</source>
        <translation>ഗ്രാമം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Market</source>
        <translation>ചന്ത</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Affixed</source>
        <translation>പതിച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Village proclaimed</source>
        <translation>ഗ്രാമത്തിൽ വിളംബരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Market proclaimed</source>
        <translation>ചന്തയിൽ വിളംബരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May be sold from</source>
        <translation>വിൽക്കാവുന്ന തീയതി</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for a notice:</source>
        <translation>നോട്ടീസ് കാത്തിരിക്കുന്നവ:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Issue a notice…</source>
        <translation>നോട്ടീസ് നൽകുക (&amp;I)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record affixing / proclamation…</source>
        <translation>പതിക്കലും വിളംബരവും രേഖപ്പെടുത്തുക… (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the &amp;notice</source>
        <translation>നോട്ടീസ് അച്ചടിക്കുക (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the &amp;drum proclamation</source>
        <translation>ചെണ്ടകൊട്ടി വിളംബരം അച്ചടിക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the &amp;case</source>
        <translation>കേസ് തുറക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 case(s) wait for a notice: choose one below and press Issue a notice.</source>
        <translation>%1 കേസുകൾക്ക് നോട്ടീസ് നൽകാനുണ്ട്: താഴെനിന്ന് ഒന്ന് തിരഞ്ഞെടുത്ത് &apos;നോട്ടീസ് നൽകുക&apos; അമർത്തുക.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No notice has been issued, and no case waits for one. A case not claimed for seven days is first reported to the local authority (Unclaimed, Report to the local authority); its notice is then issued here.</source>
        <translation>ഒരു നോട്ടീസും നൽകിയിട്ടില്ല; നോട്ടീസ് കാത്തിരിക്കുന്ന കേസുമില്ല. ഏഴു ദിവസമായി ആരും അവകാശപ്പെടാത്ത കേസ് ആദ്യം തദ്ദേശസ്ഥാപനത്തിന് റിപ്പോർട്ട് ചെയ്യണം (അവകാശപ്പെടാത്തവ, തദ്ദേശസ്ഥാപനത്തിന് റിപ്പോർട്ട്); അതിന്റെ നോട്ടീസ് പിന്നീട് ഇവിടെ നിന്നു നൽകാം.</translation>
    </message>
</context>
<context>
    <name>Office</name>
    <message>
        <location filename="../../pound_desk/ui/office/common.py" line="+34"/>
        <source>Fine (s. 11(1))</source>
        <translation>പിഴ (വകുപ്പ് 11(1))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enhanced fine (s. 11(2))</source>
        <translation>വർദ്ധിപ്പിച്ച പിഴ (വകുപ്പ് 11(2))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding and watering (s. 4)</source>
        <translation>തീറ്റയും വെള്ളവും (വകുപ്പ് 4)</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/office/__init__.py" line="+60"/>
        <source>&amp;Office</source>
        <translation>ഓഫീസ് (&amp;O)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rate tables</source>
        <translation>നിരക്ക് പട്ടികകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of fines and rates at the pound (s. 11(4))</source>
        <translation>പൗണ്ടിൽ പ്രദർശിപ്പിക്കേണ്ട പിഴയുടെയും നിരക്കുകളുടെയും പട്ടിക (വകുപ്പ് 11(4))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pound, areas and lists</source>
        <translation>പൗണ്ട്, പ്രദേശങ്ങൾ, പട്ടികകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Authorities named by the Act</source>
        <translation>നിയമത്തിൽ പറയുന്ന അധികാരികൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pound-keeper (s. 5)</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരൻ (വകുപ്പ് 5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspection (rules 4–6, 18)</source>
        <translation>പരിശോധന (ചട്ടങ്ങൾ 4–6, 18)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Office settings</source>
        <translation>ഓഫീസ് ക്രമീകരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Audit log</source>
        <translation>ഓഡിറ്റ് ലോഗ്</translation>
    </message>
</context>
<context>
    <name>OrderFields</name>
    <message>
        <location filename="../../pound_desk/ui/auction/common.py" line="-18"/>
        <source>Made by</source>
        <translation>ഉത്തരവിട്ടത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office or person</source>
        <translation>ഓഫീസ് അല്ലെങ്കിൽ വ്യക്തി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order no.</source>
        <translation>ഉത്തരവ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasons</source>
        <translation>കാരണങ്ങൾ</translation>
    </message>
</context>
<context>
    <name>OutcomeDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/outcome_dialog.py" line="+39"/>
        <source>Outcome of a complaint (ss. 21, 22) — %1</source>
        <translation>പരാതിയുടെ തീർപ്പ് (വകുപ്പുകൾ 21, 22) — %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (late)</source>
        <translation> (വൈകി)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>By default the seizer, or the pound-keeper</source>
        <translation>സാധാരണ പിടിച്ചെടുത്തയാൾ, അല്ലെങ്കിൽ പൗണ്ട് സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The order directs the deposit under protest refunded</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം തിരികെ നൽകാൻ ഉത്തരവിൽ നിർദേശമുണ്ട്</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complaint</source>
        <translation>പരാതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>ഫലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adjudged illegal (s. 21)</source>
        <translation>നിയമവിരുദ്ധമെന്ന് വിധിച്ചത് (വകുപ്പ് 21)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Liable: who made the seizure or detained the cattle</source>
        <translation>ബാധ്യസ്ഥൻ: പിടിച്ചെടുത്തയാളോ കന്നുകാലികളെ തടഞ്ഞുവെച്ചയാളോ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the one liable</source>
        <translation>ബാധ്യസ്ഥന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order&apos;s reference</source>
        <translation>ഉത്തരവിന്റെ നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order&apos;s date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compensation payable by the one liable, at most ₹100 (s. 21(1))</source>
        <translation>ബാധ്യസ്ഥൻ നൽകേണ്ട നഷ്ടപരിഹാരം, പരമാവധി ₹100 (വകുപ്പ് 21(1))</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>1 head released without payment; %2 due from %3 (fines and charges)</source>
        <translation>ഒരു ഉരുവിനെ പണമടയ്ക്കാതെ വിട്ടുകൊടുക്കും; %3 നൽകേണ്ടത് %2 (പിഴയും ചെലവും)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 heads released without payment; %2 due from %3 (fines and charges)</source>
        <translation>%1 ഉരുക്കളെ പണമടയ്ക്കാതെ വിട്ടുകൊടുക്കും; %3 നൽകേണ്ടത് %2 (പിഴയും ചെലവും)</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>Refund</source>
        <translation>തിരികെ നൽകൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads still held released at (s. 21(2))</source>
        <translation>പൗണ്ടിലുള്ള ഉരുക്കളെ വിട്ടുകൊടുക്കുന്ന സമയം (വകുപ്പ് 21(2))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record the outcome (Ctrl+Enter)</source>
        <translation>തീർപ്പ് രേഖപ്പെടുത്തുക (Ctrl+Enter) (&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+51"/>
        <source>No complaint about this case is pending</source>
        <translation>ഈ കേസിൽ തീർപ്പാകാത്ത പരാതിയില്ല</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Deposit %1 (%2) refunded</source>
        <translation>നിക്ഷേപം %1 (%2) തിരികെ നൽകും</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deposit %1 (%2) converted to fines and charges</source>
        <translation>നിക്ഷേപം %1 (%2) പിഴയും ചെലവുമായി മാറും</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Not an amount</source>
        <translation>തുക ശരിയല്ല</translation>
    </message>
</context>
<context>
    <name>ParticularsPage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="-32"/>
        <source>The pound</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As they will appear on receipts and the register.</source>
        <translation>രസീതിലും രജിസ്റ്ററിലും ഇങ്ങനെ കാണും.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pound&apos;s name</source>
        <translation>പൗണ്ടിന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>സ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local authority</source>
        <translation>തദ്ദേശസ്ഥാപനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pound-keeper&apos;s name</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ പേര്</translation>
    </message>
</context>
<context>
    <name>PdfPreview</name>
    <message>
        <location filename="../../pound_desk/ui/pdf_preview.py" line="+76"/>
        <source>Find a name or number in the document</source>
        <translation>രേഖയിൽ ഒരു പേരോ നമ്പറോ തിരയുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;vious</source>
        <translation>മുമ്പത്തേത് (&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next</source>
        <translation>അടുത്തത് (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy the text</source>
        <translation>എഴുത്ത് പകർത്തുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Kept at: %1</source>
        <translation>സൂക്ഷിച്ചിരിക്കുന്നത്: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print</source>
        <translation>അച്ചടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;folder</source>
        <translation>ഫോൾഡർ തുറക്കുക (&amp;F)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Find:</source>
        <translation>തിരയുക:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 found</source>
        <translation>%1 എണ്ണം കണ്ടെത്തി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not found</source>
        <translation>കണ്ടെത്തിയില്ല</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 of %2</source>
        <translation>%2-ൽ %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The text of %1 pages is copied</source>
        <translation>%1 പേജുകളിലെ എഴുത്ത് പകർത്തി</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not print: %1</source>
        <translation>അച്ചടിക്കാനായില്ല: %1</translation>
    </message>
</context>
<context>
    <name>Penalties</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/__init__.py" line="+24"/>
        <source>Pe&amp;nalties</source>
        <translation>ശിക്ഷകൾ (&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Incidents of opposition or rescue (s. 23)…</source>
        <translation>തടസ്സപ്പെടുത്തലോ ബലമായി മോചിപ്പിക്കലോ നടന്ന സംഭവങ്ങൾ (വകുപ്പ് 23)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Referrals under s. 24…</source>
        <translation>വകുപ്പ് 24 പ്രകാരമുള്ള റഫറലുകൾ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fines imposed (ss. 23, 24, 27)…</source>
        <translation>ചുമത്തിയ പിഴകൾ (വകുപ്പുകൾ 23, 24, 27)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Court&apos;s order to sell (s. 25)…</source>
        <translation>വിൽക്കാനുള്ള കോടതി ഉത്തരവ് (വകുപ്പ് 25)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pound-keeper&apos;s failures (s. 27)…</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ വീഴ്ചകൾ (വകുപ്പ് 27)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fines as compensation (s. 28)…</source>
        <translation>നഷ്ടപരിഹാരമായി പിഴ (വകുപ്പ് 28)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who may order a release (s. 18(2))…</source>
        <translation>വിട്ടുകൊടുക്കാൻ ഉത്തരവിടാവുന്നവർ (വകുപ്പ് 18(2))…</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/penalties/in_case.py" line="+21"/>
        <source>Order…</source>
        <translation>ഉത്തരവ്…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No heads of this case are in the pound</source>
        <translation>ഈ കേസിലെ ഉരുക്കളൊന്നും പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Release on a written order — %1</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുക്കൽ — %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Case history — %1</source>
        <translation>നാൾവഴി — %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Release on a written order (s. 18(2))…</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുക്കുക (വകുപ്പ് 18(2))…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ownership contested (hold until an order)…</source>
        <translation>ഉടമസ്ഥത തർക്കം (ഉത്തരവ് വരെ പൗണ്ടിൽ സൂക്ഷിക്കുക)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Print case history</source>
        <translation>നാൾവഴി അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Ownership contested by %1 since %2: the cattle are held and leave only on a written order (s. 18(2))</source>
        <translation>%2 മുതൽ %1 ഉടമസ്ഥത തർക്കിക്കുന്നു: കന്നുകാലികളെ പൗണ്ടിൽ സൂക്ഷിക്കും, രേഖാമൂലമുള്ള ഉത്തരവിലൂടെ മാത്രമേ വിട്ടുകൊടുക്കൂ (വകുപ്പ് 18(2))</translation>
    </message>
</context>
<context>
    <name>PenaltiesWindow</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+314"/>
        <source>Penalties and release orders</source>
        <translation>ശിക്ഷകളും വിട്ടുകൊടുക്കൽ ഉത്തരവുകളും</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>s. 23</source>
        <translation>ബലപ്രയോഗം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Incidents of opposition or rescue (s. 23)</source>
        <translation>തടസ്സപ്പെടുത്തലോ ബലമായി മോചിപ്പിക്കലോ നടന്ന സംഭവങ്ങൾ (വകുപ്പ് 23)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 24</source>
        <translation>റഫറൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Referrals to the court (s. 24)</source>
        <translation>കോടതിയിലേക്കുള്ള റഫറലുകൾ (വകുപ്പ് 24)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fines</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fines imposed under ss. 23, 24 and 27</source>
        <translation>വകുപ്പുകൾ 23, 24, 27 പ്രകാരം ചുമത്തിയ പിഴകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 25</source>
        <translation>വിൽപന</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The court&apos;s order to sell (s. 25)</source>
        <translation>വിൽക്കാനുള്ള കോടതി ഉത്തരവ് (വകുപ്പ് 25)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 27</source>
        <translation>വീഴ്ച</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The pound-keeper&apos;s failures (s. 27)</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ വീഴ്ചകൾ (വകുപ്പ് 27)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 28</source>
        <translation>നഷ്ടപരിഹാരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fines paid as compensation (s. 28)</source>
        <translation>നഷ്ടപരിഹാരമായി നൽകിയ പിഴ (വകുപ്പ് 28)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 18(2)</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who may order a release (s. 18(2))</source>
        <translation>വിട്ടുകൊടുക്കാൻ ഉത്തരവിടാവുന്നവർ (വകുപ്പ് 18(2))</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
</context>
<context>
    <name>PeopleTab</name>
    <message>
        <location filename="../../pound_desk/ui/upper/people_tab.py" line="+28"/>
        <location line="+6"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+12"/>
        <location line="+1"/>
        <source>Role</source>
        <translation>ചുമതല</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Added on</source>
        <translation>ചേർത്ത തീയതി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Added by</source>
        <translation>ചേർത്തത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Add a person&lt;/b&gt; — an officer imports and registers; an auditor reads and checks, and changes nothing</source>
        <translation>&lt;b&gt;ആളെ ചേർക്കുക&lt;/b&gt; — ഉദ്യോഗസ്ഥൻ ഇറക്കുമതി ചെയ്യുകയും രജിസ്റ്റർ ചെയ്യുകയും ചെയ്യുന്നു; ഓഡിറ്റർ വായിച്ച് പരിശോധിക്കുന്നു, ഒന്നും മാറ്റുന്നില്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+33"/>
        <source>Auditor</source>
        <translation>ഓഡിറ്റർ</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+32"/>
        <source>Officer</source>
        <translation>ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Their password, at least 8 characters</source>
        <translation>അവരുടെ പാസ്‌വേഡ്, കുറഞ്ഞത് 8 അക്ഷരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own password, to confirm</source>
        <translation>ഉറപ്പാക്കാൻ നിങ്ങളുടെ സ്വന്തം പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A&amp;dd the person</source>
        <translation>ആളെ ചേർക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Signing in and refusals&lt;/b&gt; — newest first</source>
        <translation>&lt;b&gt;പ്രവേശനങ്ങളും നിരസിക്കലുകളും&lt;/b&gt; — പുതിയത് ആദ്യം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who</source>
        <translation>ആര്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>എന്ത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Detail</source>
        <translation>വിശദാംശം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Signed in</source>
        <translation>പ്രവേശിച്ചു</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refused</source>
        <translation>നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added</source>
        <translation>ചേർത്തു</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Give the person&apos;s name</source>
        <translation>ആളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The password needs at least %1 characters</source>
        <translation>പാസ്‌വേഡിന് കുറഞ്ഞത് %1 അക്ഷരങ്ങൾ വേണം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give your own password</source>
        <translation>നിങ്ങളുടെ സ്വന്തം പാസ്‌വേഡ് നൽകുക</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Added %1</source>
        <translation>%1 ചേർത്തു</translation>
    </message>
</context>
<context>
    <name>PhotoDialog</name>
    <message>
        <location filename="../../pound_desk/ui/photo_strip.py" line="+326"/>
        <source>Case %1, head %2: photo %3</source>
        <translation>കേസ് %1, ഉരു %2: ഫോട്ടോ %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The photo&apos;s file is missing from the photos folder or cannot be read: File → Verify the register names it</source>
        <translation>ഫോട്ടോയുടെ ഫയൽ ഫോട്ടോ ഫോൾഡറിൽ ഇല്ല, അല്ലെങ്കിൽ വായിക്കാൻ കഴിയുന്നില്ല: ഫയൽ → രജിസ്റ്റർ പരിശോധിക്കുക അത് ഏതെന്ന് പറയും</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Withdraw…</source>
        <translation>പിൻവലിക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A photo attached by mistake: it is no longer shown or printed, and stays on record with the reason</source>
        <translation>തെറ്റായി ചേർത്ത ഫോട്ടോ: ഇനി കാണിക്കുകയോ അച്ചടിക്കുകയോ ഇല്ല; കാരണത്തോടൊപ്പം രേഖയിൽ തുടരും</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Withdraw photo %1</source>
        <translation>ഫോട്ടോ %1 പിൻവലിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why is the photo withdrawn?</source>
        <translation>ഫോട്ടോ പിൻവലിക്കുന്നത് എന്തുകൊണ്ട്?</translation>
    </message>
</context>
<context>
    <name>PhotoStrip</name>
    <message>
        <location line="-255"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Photo %1 of head %2</source>
        <translation>ഉരു %2-ന്റെ ഫോട്ടോ %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add photo…</source>
        <translation>ഫോട്ടോ ചേർക്കുക…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take a photo…</source>
        <translation>ഫോട്ടോ എടുക്കുക…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Attached by %1 on %2</source>
        <translation>%2-ന് %1 ചേർത്തു</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>A photo&apos;s file is missing from the photos folder: File → Verify the register names it</source>
        <translation>ഒരു ഫോട്ടോയുടെ ഫയൽ ഫോട്ടോ ഫോൾഡറിൽ ഇല്ല: ഫയൽ → രജിസ്റ്റർ പരിശോധിക്കുക അത് ഏതെന്ന് പറയും</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+6"/>
        <location line="+23"/>
        <source>Photo of head %1</source>
        <translation>ഉരു %1-ന്റെ ഫോട്ടോ</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Photos (*.jpg *.jpeg *.JPG *.JPEG *.png *.PNG)</source>
        <translation>ഫോട്ടോകൾ (*.jpg *.jpeg *.JPG *.JPEG *.png *.PNG)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Caption (optional): what the photo shows</source>
        <translation>അടിക്കുറിപ്പ് (ആവശ്യമെങ്കിൽ): ഫോട്ടോയിൽ എന്താണ്</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scaling the photo…</source>
        <translation>ഫോട്ടോയുടെ വലിപ്പം ക്രമീകരിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The photo taken could not be written to the temporary folder: is the disk full?</source>
        <translation>എടുത്ത ഫോട്ടോ താൽക്കാലിക ഫോൾഡറിൽ എഴുതാൻ കഴിഞ്ഞില്ല: ഡിസ്ക് നിറഞ്ഞോ?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Photo %1 attached to head %2</source>
        <translation>ഫോട്ടോ %1 ഉരു %2-ന് ചേർത്തു</translation>
    </message>
</context>
<context>
    <name>PoundsTab</name>
    <message>
        <location filename="../../pound_desk/ui/authority/pounds_tab.py" line="+29"/>
        <source>Pound</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <source>Local authority</source>
        <translation>തദ്ദേശസ്ഥാപനം</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Pound id</source>
        <translation>പൗണ്ട് ഐഡി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last return</source>
        <translation>അവസാന റിട്ടേൺ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fingerprint</source>
        <translation>ഫിംഗർപ്രിന്റ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capacity (heads)</source>
        <translation>ശേഷി (ഉരുക്കൾ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Register a pound&lt;/b&gt; — with the public key from its set-up sheet</source>
        <translation>&lt;b&gt;പൗണ്ട് രജിസ്റ്റർ ചെയ്യുക&lt;/b&gt; — അതിന്റെ രജിസ്ട്രേഷൻ ഷീറ്റിലെ പബ്ലിക് കീ ഉപയോഗിച്ച്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pound&apos;s name</source>
        <translation>പൗണ്ടിന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose…</source>
        <translation>തിരഞ്ഞെടുക്കുക…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Public key file</source>
        <translation>പബ്ലിക് കീ ഫയൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>heads of cattle it can hold</source>
        <translation>പൗണ്ടിൽ പാർപ്പിക്കാവുന്ന ഉരുക്കളുടെ എണ്ണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>ശേഷി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Register</source>
        <translation>രജിസ്റ്റർ ചെയ്യുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (seq. %2, rev. %3)</source>
        <translation>%1 (ക്രമനമ്പർ %2, തിരുത്തൽ %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none yet</source>
        <translation>ഇതുവരെ ഇല്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pound&apos;s public key</source>
        <translation>പൗണ്ടിന്റെ പബ്ലിക് കീ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Public key (*.pem);;All files (*)</source>
        <translation>പബ്ലിക് കീ (*.pem);;എല്ലാ ഫയലുകളും (*)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The heads of cattle it can hold: a whole number</source>
        <translation>പാർപ്പിക്കാവുന്ന ഉരുക്കളുടെ എണ്ണം: ഒരു പൂർണ്ണസംഖ്യ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the pound&apos;s name</source>
        <translation>പൗണ്ടിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the pound&apos;s public key file</source>
        <translation>പൗണ്ടിന്റെ പബ്ലിക് കീ ഫയൽ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Registered %1: check the fingerprint %2 against the set-up sheet</source>
        <translation>%1 രജിസ്റ്റർ ചെയ്തു: ഫിംഗർപ്രിന്റ് %2 രജിസ്ട്രേഷൻ ഷീറ്റിലുള്ളതുമായി ഒത്തുനോക്കുക</translation>
    </message>
</context>
<context>
    <name>ProtestDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/protest_dialog.py" line="+39"/>
        <source>Deposit under protest (s. 14) — %1</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം (വകുപ്പ് 14) — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The owner or agent refuses to pay, saying the seizure was illegal and that a complaint under s. 19 is about to be made. On deposit of the fines and charges the cattle are delivered; the deposit is held apart until the complaint window closes or the complaint is decided.</source>
        <translation>പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമാണെന്നും വകുപ്പ് 19 പ്രകാരം പരാതി നൽകാൻ പോകുന്നുവെന്നും പറഞ്ഞ് ഉടമയോ പ്രതിനിധിയോ പണമടയ്ക്കാൻ വിസമ്മതിക്കുന്നു. പിഴയും ചെലവും നിക്ഷേപിച്ചാൽ കന്നുകാലികളെ വിട്ടുകൊടുക്കും; പരാതി നൽകാനുള്ള സമയം തീരുന്നതുവരെയോ പരാതി തീർപ്പാകുന്നതുവരെയോ നിക്ഷേപം വേറിട്ട് സൂക്ഷിക്കും.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>required for an agent</source>
        <translation>പ്രതിനിധിക്ക് നിർബന്ധം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What was said: why the seizure is illegal, to whom the complaint will be made</source>
        <translation>പറഞ്ഞത്: പിടിച്ചെടുക്കൽ എന്തുകൊണ്ട് നിയമവിരുദ്ധം, ആർക്ക് പരാതി നൽകും</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Heads delivered</source>
        <translation>വിട്ടുകൊടുക്കുന്നവ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposited by</source>
        <translation>നിക്ഷേപിച്ചയാൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner or agent</source>
        <translation>ഉടമയോ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Residence</source>
        <translation>താമസസ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agent&apos;s written authority</source>
        <translation>പ്രതിനിധിയുടെ അധികാരപത്രം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statement: the seizure is illegal, a complaint is to be made</source>
        <translation>പ്രസ്താവന: പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമാണ്, പരാതി നൽകും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When (day and hour)</source>
        <translation>എപ്പോൾ (ദിവസവും സമയവും)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount deposited</source>
        <translation>നിക്ഷേപിച്ച തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Take the deposit and deliver (Ctrl+Enter)</source>
        <translation>നിക്ഷേപം സ്വീകരിച്ച് വിട്ടുകൊടുക്കുക (Ctrl+Enter) (&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Complaints may be made until %1 (s. 19)</source>
        <translation>%1 വരെ പരാതി നൽകാം (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the heads</source>
        <translation>ഉരുക്കളെ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To deposit: fines %1 + feeding %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>നിക്ഷേപിക്കേണ്ട തുക: പിഴ %1 + തീറ്റച്ചെലവ് %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not an amount</source>
        <translation>തുക ശരിയല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter the amount deposited</source>
        <translation>നിക്ഷേപിച്ച തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Record a deposit under protest of %1 (s. 14)?</source>
        <translation>പ്രതിഷേധത്തോടെയുള്ള %1 നിക്ഷേപം രേഖപ്പെടുത്തണോ (വകുപ്പ് 14)?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deposit under protest — %1</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം — %1</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../pound_desk/ui/qt_strings.py" line="+61"/>
        <source>&amp;Look in:</source>
        <translation>ഇവിടെ നോക്കുക: (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>ഫയലിന്റെ പേര്: (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>ഫയൽ തരം: (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>തുറക്കുക (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>സൂക്ഷിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>തിരഞ്ഞെടുക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>തുറക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>ഇങ്ങനെ സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>ഫോൾഡർ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>ഫോൾഡർ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>ഫോൾഡറുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>ഫയലുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>എല്ലാ ഫയലുകളും (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>എല്ലാ ഫയലുകളും (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>പിന്നോട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>മുന്നോട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>പിന്നോട്ട് പോകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>മുന്നോട്ട് പോകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>മുകളിലെ ഫോൾഡർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>മുകളിലെ ഫോൾഡറിലേക്ക് പോകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>പുതിയ ഫോൾഡർ ഉണ്ടാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>പുതിയ ഫോൾഡർ ഉണ്ടാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>പുതിയ ഫോൾഡർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>പുതിയ ഫോൾഡർ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>പട്ടികയായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>വിശദമായി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>പട്ടികയായി കാണിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>വിശദമായി കാണിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>അടുത്തിടെ തുറന്ന ഇടങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>വശത്തെ പട്ടിക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>ഇടങ്ങളുടെയും ബുക്ക്‌മാർക്കുകളുടെയും പട്ടിക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>മറഞ്ഞിരിക്കുന്ന ഫയലുകൾ കാണിക്കുക (&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>പേര് മാറ്റുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>മായ്ക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>മായ്ക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>നീക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ഇപ്പോൾത്തന്നെ ഉണ്ട്.
അതിനു പകരം ഇത് വെക്കണോ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ഫയൽ കണ്ടില്ല.
ശരിയായ ഫയൽ പേരാണ് നൽകിയതെന്ന് ഉറപ്പാക്കുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ഫോൾഡർ കണ്ടില്ല.
ശരിയായ ഫോൾഡർ പേരാണ് നൽകിയതെന്ന് ഉറപ്പാക്കുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>&apos;%1&apos; മായ്ക്കണമെന്ന് ഉറപ്പാണോ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; മാറ്റം വരുത്താനാവാത്തതാണ്.
എന്നിട്ടും മായ്ക്കണോ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>ഫോൾഡർ മായ്ക്കാനായില്ല.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>വലിപ്പം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>മാറ്റം വരുത്തിയ തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>കമ്പ്യൂട്ടർ</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location line="-74"/>
        <source>&amp;OK</source>
        <translation>ശരി (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>സൂക്ഷിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>റദ്ദാക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>അടയ്ക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without Saving</source>
        <translation>സൂക്ഷിക്കാതെ അടയ്ക്കുക</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location line="+132"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="-127"/>
        <source>&amp;Undo</source>
        <translation>പഴയപടിയാക്കുക (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>വീണ്ടും ചെയ്യുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>മുറിച്ചെടുക്കുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>പകർത്തുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>ഒട്ടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>മായ്ക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>എല്ലാം തിരഞ്ഞെടുക്കുക</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-9"/>
        <source>Show Details...</source>
        <translation>വിശദാംശങ്ങൾ കാണിക്കുക...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>വിശദാംശങ്ങൾ മറയ്ക്കുക...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-26"/>
        <source>OK</source>
        <translation>ശരി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>എല്ലാം സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>തുറക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>അതെ (&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>എല്ലാറ്റിനും അതെ (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>ഇല്ല (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>എല്ലാറ്റിനും ഇല്ല (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>നിർത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>വീണ്ടും ശ്രമിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>അവഗണിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>ഉപേക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>സഹായം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>പ്രയോഗിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>പുനഃക്രമീകരിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>ആദ്യത്തെ ക്രമീകരണം തിരികെ</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+78"/>
        <source>Print</source>
        <translation>അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>അച്ചടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>ക്രമീകരണങ്ങൾ &gt;&gt; (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>ക്രമീകരണങ്ങൾ &lt;&lt; (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>ഫയലിലേക്ക് അച്ചടിക്കുക (PDF)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>ഫയലിലേക്ക് അച്ചടിക്കുക ...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>ഈ കമ്പ്യൂട്ടറിലെ ഫയൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>PDF ഫയൽ എഴുതുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>എല്ലാ പേജുകളും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>ഒറ്റ പേജുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>ഇരട്ട പേജുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>പേജുകൾ ശരിയായി നൽകിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 ഇപ്പോൾത്തന്നെ ഉണ്ട്.
അതിനു മുകളിൽ എഴുതണോ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 ഒരു ഫോൾഡറാണ്.
മറ്റൊരു ഫയൽ പേര് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>%1 എന്ന ഫയലിൽ എഴുതാനാവില്ല.
മറ്റൊരു ഫയൽ പേര് തിരഞ്ഞെടുക്കുക.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+8"/>
        <source>Copies</source>
        <translation>പകർപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>പകർപ്പുകൾ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>അച്ചടിക്കേണ്ട പേജുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>പേജുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>–</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>പേജുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>ഇപ്പോഴത്തെ പേജ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>തിരഞ്ഞെടുത്ത ഭാഗം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>ക്രമത്തിൽ അടുക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>വിപരീത ക്രമത്തിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>ക്രമീകരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>അച്ചടി ക്രമീകരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>നിറം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>നിറത്തിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>കറുപ്പിലും വെളുപ്പിലും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>ഇരുവശത്തും അച്ചടി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>വേണ്ട</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>നീളമുള്ള വശത്ത് മറിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>നീളം കുറഞ്ഞ വശത്ത് മറിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>പേജ് ഗണം: (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>പേജുകളോ പേജ് ശ്രേണികളോ കോമ കൊണ്ട് വേർതിരിച്ച് നൽകുക. ശ്രേണി എന്നാൽ ഹൈഫൻ കൊണ്ട് വേർതിരിച്ച രണ്ട് സംഖ്യകൾ. ഉദാ: 3,5-7,9 നൽകിയാൽ 3, 5, 6, 7, 9 എന്നീ പേജുകൾ അച്ചടിക്കും.</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location line="-28"/>
        <source>Printer</source>
        <translation>പ്രിന്റർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>പേര്: (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>പ്രിന്ററിന്റെ ക്രമീകരണങ്ങൾ (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>സ്ഥലം:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>തരം:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>ഫയൽ: (&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>മുൻകാഴ്ച</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <location line="+26"/>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meta</source>
        <translation>Meta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Num</source>
        <translation>Num</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-110"/>
        <source>&amp;Undo</source>
        <translation>പഴയപടിയാക്കുക (&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>വീണ്ടും ചെയ്യുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>മുറിച്ചെടുക്കുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>പകർത്തുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>ലിങ്കിന്റെ വിലാസം പകർത്തുക (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>ഒട്ടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>മായ്ക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>എല്ലാം തിരഞ്ഞെടുക്കുക</translation>
    </message>
</context>
<context>
    <name>RatesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/rates_dialog.py" line="+61"/>
        <source>Rate tables</source>
        <translation>നിരക്ക് പട്ടികകൾ</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+109"/>
        <location line="+9"/>
        <source>All</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="-111"/>
        <location line="+6"/>
        <location line="+31"/>
        <source>Type</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+6"/>
        <location line="+32"/>
        <source>Local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>In force on</source>
        <translation>പ്രാബല്യം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notification or order</source>
        <translation>വിജ്ഞാപനം അല്ലെങ്കിൽ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Dated</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Standing</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enter a rate or a revision (a new version; the old one stays)</source>
        <translation>പുതിയ നിരക്കോ പരിഷ്കരണമോ ചേർക്കുക (പുതിയ പതിപ്പ്; പഴയത് നിലനിൽക്കും)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>e.g. G.O.(P) 112/2019/LSGD</source>
        <translation>ഉദാ: G.O.(P) 112/2019/LSGD</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+5"/>
        <location line="+33"/>
        <source>Kind of cattle</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>A local area with no rates yet: “%1” is added with this rate</source>
        <translation>നിരക്കുകളൊന്നുമില്ലാത്ത തദ്ദേശ പ്രദേശം: “%1” ഈ നിരക്കിനോടൊപ്പം ചേർക്കും</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Amount per head, ₹</source>
        <translation>ഓരോ ഉരുവിനും തുക, ₹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notification or order no.</source>
        <translation>വിജ്ഞാപനത്തിന്റെയോ ഉത്തരവിന്റെയോ നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its date</source>
        <translation>ഉത്തരവ് തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In force from</source>
        <translation>പ്രാബല്യം മുതൽ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save as a new version</source>
        <translation>പുതിയ പതിപ്പായി സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export CSV…</source>
        <translation>CSV ആയി പുറത്തേക്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import CSV…</source>
        <translation>CSV ഇറക്കുമതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>In force</source>
        <translation>പ്രാബല്യത്തിൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1</source>
        <translation>%1 മുതൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Superseded %1</source>
        <translation>%1-ന് മാറ്റി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More than double the base: capped (s. 11(2))</source>
        <translation>അടിസ്ഥാന നിരക്കിന്റെ ഇരട്ടിയിൽ കൂടുതൽ: പരിധിയിൽ നിർത്തി (വകുപ്പ് 11(2))</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Give the amount</source>
        <translation>തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not an amount in rupees</source>
        <translation>രൂപയിലുള്ള തുകയല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the local area</source>
        <translation>പ്രദേശം നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the notification or order number</source>
        <translation>വിജ്ഞാപനത്തിന്റെയോ ഉത്തരവിന്റെയോ നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feeding rates are fixed by the pound&apos;s own local authority for its area (s. 4)</source>
        <translation>തീറ്റ നിരക്കുകൾ പൗണ്ടിന്റെ സ്വന്തം തദ്ദേശസ്ഥാപനം അതിന്റെ പ്രദേശത്തിനായി നിശ്ചയിക്കുന്നു (വകുപ്പ് 4)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Saved, but note</source>
        <translation>സൂക്ഷിച്ചു, ശ്രദ്ധിക്കുക:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved. The s. 11(4) list at the pound must be printed and put up again once it is in force.</source>
        <translation>സൂക്ഷിച്ചു. ഇത് പ്രാബല്യത്തിൽ വന്നാൽ പൗണ്ടിലെ വകുപ്പ് 11(4) പട്ടിക വീണ്ടും അച്ചടിച്ച് പ്രദർശിപ്പിക്കണം.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already in the table</source>
        <translation>പട്ടികയിൽ ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 entries written to %2</source>
        <translation>%1 രേഖകൾ %2-ൽ എഴുതി</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 new entries imported</source>
        <translation>%1 പുതിയ രേഖകൾ ഇറക്കുമതി ചെയ്തു</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export rates</source>
        <translation>നിരക്കുകൾ എക്സ്പോർട്ട് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import rates</source>
        <translation>നിരക്കുകൾ ഇറക്കുമതി ചെയ്യുക</translation>
    </message>
</context>
<context>
    <name>RatesPage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="+67"/>
        <source>Rates</source>
        <translation>നിരക്കുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave a rate blank if none has been fixed: nothing is then charged.</source>
        <translation>നിരക്ക് നിശ്ചയിച്ചിട്ടില്ലെങ്കിൽ ഒഴിച്ചിടുക: അപ്പോൾ ഒന്നും ഈടാക്കില്ല.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. G.O.(P) 112/2019/LSGD</source>
        <translation>ഉദാ: G.O.(P) 112/2019/LSGD</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Council resolution 45/2023</source>
        <translation>ഉദാ: കൗൺസിൽ തീരുമാനം 45/2023</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Where the rates come from</source>
        <translation>നിരക്കുകളുടെ ആധാരം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fines (s. 11(1)): notification</source>
        <translation>പിഴ (വകുപ്പ് 11(1)): വിജ്ഞാപനം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feeding (s. 4): order</source>
        <translation>തീറ്റ (വകുപ്പ് 4): ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fine per head, ₹</source>
        <translation>ഓരോ ഉരുവിനും പിഴ, ₹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding per day, ₹</source>
        <translation>ഒരു ദിവസത്തെ തീറ്റച്ചെലവ്, ₹</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not an amount in rupees</source>
        <translation>രൂപയിലുള്ള തുകയല്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the notification or order these rates come from</source>
        <translation>ഈ നിരക്കുകളുടെ ആധാരമായ വിജ്ഞാപനമോ ഉത്തരവോ നൽകുക</translation>
    </message>
</context>
<context>
    <name>RecordTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="-422"/>
        <source>Give the amount in rupees, e.g. 150 or 150.50</source>
        <translation>തുക രൂപയിൽ നൽകുക, ഉദാ. 150 അല്ലെങ്കിൽ 150.50</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Recorded</source>
        <translation>രേഖപ്പെടുത്തി</translation>
    </message>
</context>
<context>
    <name>ReferralsTab</name>
    <message>
        <location line="+62"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>Referred on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Offender</source>
        <translation>കുറ്റക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+5"/>
        <source>Court</source>
        <translation>കോടതി</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Particulars</source>
        <translation>വിവരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the referral</source>
        <translation>റഫറൽ രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner, keeper or attendant</source>
        <translation>ഉടമ, സൂക്ഷിപ്പുകാരൻ അല്ലെങ്കിൽ പരിചാരകൻ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case no. (if any)</source>
        <translation>കേസ് നമ്പർ (ഉണ്ടെങ്കിൽ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the cattle were let do (s. 24)</source>
        <translation>കന്നുകാലികളെ എന്ത് ചെയ്യാൻ വിട്ടു (വകുപ്പ് 24)</translation>
    </message>
</context>
<context>
    <name>RefusalDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/refusal_dialog.py" line="+28"/>
        <source>Owner refuses to pay (s. 15(1)) — %1</source>
        <translation>ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിക്കുന്നു (വകുപ്പ് 15(1)) — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The owner or agent appeared and refused or omitted to pay the fines and charges. The cattle, or as many as necessary, may then be sold by public auction.</source>
        <translation>ഉടമയോ പ്രതിനിധിയോ ഹാജരായി പിഴയും ചെലവും അടയ്ക്കാൻ വിസമ്മതിക്കുകയോ അടയ്ക്കാതിരിക്കുകയോ ചെയ്തു. അപ്പോൾ കന്നുകാലികളെ, അല്ലെങ്കിൽ ആവശ്യമായത്രയെണ്ണത്തെ, പരസ്യലേലത്തിൽ വിൽക്കാം.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Name of the person who appeared</source>
        <translation>ഹാജരായ ആളുടെ പേര്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner or agent</source>
        <translation>ഉടമയോ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When (day and hour)</source>
        <translation>എപ്പോൾ (ദിവസവും സമയവും)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was said</source>
        <translation>പറഞ്ഞത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Record the refusal (Ctrl+Enter)</source>
        <translation>വിസമ്മതം രേഖപ്പെടുത്തുക (Ctrl+Enter) (&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>RegisterModel</name>
    <message>
        <location filename="../../pound_desk/ui/register_model.py" line="+29"/>
        <source>Case no.</source>
        <translation>കേസ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brought</source>
        <translation>എത്തിച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cattle</source>
        <translation>കന്നുകാലികൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>ഉടമ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer</source>
        <translation>പിടിച്ചെടുത്തയാൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place</source>
        <translation>സ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>not known</source>
        <translation>അറിയില്ല</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Case %1, %2: %3. Owner %4. Brought %5. Seized at %6 by %7.</source>
        <translation>കേസ് %1, %2: %3. ഉടമ %4. കൊണ്ടുവന്നത് %5. %6-ൽ വെച്ച് %7 പിടിച്ചെടുത്തു.</translation>
    </message>
</context>
<context>
    <name>RegisterPrintDialog</name>
    <message>
        <location filename="../../pound_desk/ui/register_print_dialog.py" line="+31"/>
        <source>Print the register</source>
        <translation>രജിസ്റ്റർ അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the register</source>
        <translation>രജിസ്റ്റർ തയ്യാറാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The end is before the start</source>
        <translation>അവസാന തീയതി തുടക്കത്തിന് മുമ്പാണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Making the register…</source>
        <translation>രജിസ്റ്റർ തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Laying out the register…</source>
        <translation>രജിസ്റ്റർ തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ready: %1</source>
        <translation>തയ്യാർ: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Register</source>
        <translation>രജിസ്റ്റർ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cancelled: nothing was made</source>
        <translation>റദ്ദാക്കി: ഒന്നും തയ്യാറാക്കിയില്ല</translation>
    </message>
</context>
<context>
    <name>ReleaseDialog</name>
    <message>
        <location filename="../../pound_desk/ui/release_dialog.py" line="+60"/>
        <source>Release on payment — %1</source>
        <translation>പണമടച്ച് വിട്ടുകൊടുക്കൽ — %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>required for an agent</source>
        <translation>പ്രതിനിധിക്ക് നിർബന്ധം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Signed in the register by the owner</source>
        <translation>ഉടമ രജിസ്റ്ററിൽ ഒപ്പിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signed in the register by the owner&apos;s agent</source>
        <translation>ഉടമയുടെ പ്രതിനിധി രജിസ്റ്ററിൽ ഒപ്പിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused to sign in the register</source>
        <translation>രജിസ്റ്ററിൽ ഒപ്പിടാൻ വിസമ്മതിച്ചു</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only when the release is entered late</source>
        <translation>വിട്ടുകൊടുക്കൽ വൈകി രേഖപ്പെടുത്തുമ്പോൾ മാത്രം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heads to release</source>
        <translation>വിട്ടുകൊടുക്കുന്നവ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claimant&apos;s name</source>
        <translation>അവകാശിയുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner or agent</source>
        <translation>ഉടമയോ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claimant&apos;s residence</source>
        <translation>അവകാശിയുടെ താമസസ്ഥലം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Evidence of ownership or authority</source>
        <translation>ഉടമസ്ഥതയുടെയോ അധികാരത്തിന്റെയോ തെളിവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receipt in the register, s. 12(b)</source>
        <translation>രജിസ്റ്ററിലെ കൈപ്പറ്റ് ഒപ്പ്, വകുപ്പ് 12(b)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Released on (day and hour)</source>
        <translation>വിട്ടുകൊടുക്കുന്ന സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why entered late</source>
        <translation>വൈകി രേഖപ്പെടുത്താനുള്ള കാരണം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimant</source>
        <translation>അവകാശി</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>തരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fine</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Periods</source>
        <translation>ദിവസം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feeding</source>
        <translation>തീറ്റ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>ആകെ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dues of each head</source>
        <translation>ഓരോ കാലിയുടെയും കുടിശ്ശിക</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Amount paid, rupees</source>
        <translation>അടച്ച തുക (രൂപ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dues</source>
        <translation>അടയ്ക്കേണ്ട തുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Release and issue receipt (Ctrl+Enter)</source>
        <translation>വിട്ടുകൊടുത്ത് രസീത് നൽകുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&amp;Print the receipt</source>
        <translation>രസീത് അച്ചടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>അടയ്ക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+55"/>
        <source>Tick at least one head</source>
        <translation>ഒരെണ്ണമെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Total due: %1</source>
        <translation>ആകെ അടയ്ക്കേണ്ടത്: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change to return: %1</source>
        <translation>തിരികെ നൽകേണ്ടത്: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Short by: %1</source>
        <translation>കുറവ്: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Type the amount paid, e.g. 350 or 350.50</source>
        <translation>അടച്ച തുക ടൈപ്പ് ചെയ്യുക, ഉദാ: 350 അല്ലെങ്കിൽ 350.50</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Release head(s) %1 to %2 on payment of %3 (due %4) and issue the receipt?</source>
        <translation>%3 അടച്ചതിന് (കുടിശ്ശിക %4) ഉരു(ക്കൾ) %1, %2-ന് വിട്ടുകൊടുത്ത് രസീത് നൽകണോ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 more is needed (due %2, paid %3). Nothing was released.</source>
        <translation>%1 കൂടി വേണം (അടയ്ക്കേണ്ടത് %2, അടച്ചത് %3). ഒന്നും വിട്ടുകൊടുത്തിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Released. Receipt no. %1</source>
        <translation>വിട്ടുകൊടുത്തു. രസീത് നമ്പർ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Received %1 for dues of %2; change to return %3</source>
        <translation>%2 അടയ്ക്കേണ്ടതിന് %1 ലഭിച്ചു; തിരികെ നൽകേണ്ട ബാക്കി %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not make the receipt: %1</source>
        <translation>രസീത് തയ്യാറാക്കാനായില്ല: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Receipt — %1</source>
        <translation>രസീത് — %1</translation>
    </message>
</context>
<context>
    <name>ReleaseOrderDialog</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/release_order_dialog.py" line="-129"/>
        <source>Release on a written order (s. 18(2)) — %1</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുക്കൽ — %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PDF, JPEG or PNG</source>
        <translation>PDF, JPEG അല്ലെങ്കിൽ PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>തിരഞ്ഞെടുക്കുക…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Order seen, no scan kept</source>
        <translation>ഉത്തരവ് കണ്ടു, പകർപ്പ് സൂക്ഷിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>name of who saw the order</source>
        <translation>ഉത്തരവ് കണ്ടയാളുടെ പേര്</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Heads released</source>
        <translation>വിട്ടുകൊടുക്കുന്നവ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Released at</source>
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken by</source>
        <translation>ഏറ്റുവാങ്ങിയത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As</source>
        <translation>ഏത് നിലയിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scan of the order</source>
        <translation>ഉത്തരവിന്റെ പകർപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or, without a scan</source>
        <translation>അല്ലെങ്കിൽ, പകർപ്പില്ലാതെ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The written order</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record the release (Ctrl+Enter)</source>
        <translation>വിട്ടുകൊടുക്കൽ രേഖപ്പെടുത്തുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cattle leave the pound only under ss. 12–15, or on a written order stating reasons from the Director, the local authority, the Magistrate (Chapter V) or a civil court. Nothing is collected.</source>
        <translation>വകുപ്പുകൾ 12–15 പ്രകാരമോ, ഡയറക്ടറോ തദ്ദേശസ്ഥാപനമോ മജിസ്ട്രേറ്റോ (അധ്യായം V) സിവിൽ കോടതിയോ കാരണം വ്യക്തമാക്കി നൽകുന്ന രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരമോ മാത്രമേ കന്നുകാലികൾ പൗണ്ട് വിടൂ. ഒന്നും ഈടാക്കുന്നില്ല.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The scan of the order</source>
        <translation>ഉത്തരവിന്റെ പകർപ്പ്</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/report_dialog.py" line="+31"/>
        <source>Report to the local authority (s. 13(1))</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിന് റിപ്പോർട്ട് (വകുപ്പ് 13(1))</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Impounded</source>
        <translation>പൗണ്ടിലടച്ചത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report due</source>
        <translation>നൽകേണ്ടത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>എണ്ണം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dues so far</source>
        <translation>ഇതുവരെ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Make and print the report</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കി അച്ചടിക്കുക (&amp;M)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Due today and not yet reported</source>
        <translation>ഇന്ന് റിപ്പോർട്ട് ചെയ്യേണ്ടവ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No.</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Made on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cases</source>
        <translation>കേസുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the report chosen</source>
        <translation>തിരഞ്ഞെടുത്ത റിപ്പോർട്ട് തുറക്കുക (&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reports made</source>
        <translation>നൽകിയ റിപ്പോർട്ടുകൾ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>To: %1 (%2) — dues as of %3</source>
        <translation>സ്വീകർത്താവ്: %1 (%2) — %3 വരെയുള്ള തുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 case</source>
        <translation>ഒരു കേസ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cases</source>
        <translation>%1 കേസുകൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 head</source>
        <translation>ഒരു ഉരു</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 heads</source>
        <translation>%1 ഉരുക്കൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, dues so far %3</source>
        <translation>%1, %2, ഇതുവരെയുള്ള കുടിശ്ശിക %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No case is due for the report today</source>
        <translation>ഇന്ന് റിപ്പോർട്ട് ചെയ്യേണ്ടതില്ല</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Report no. %1 made for %2</source>
        <translation>റിപ്പോർട്ട് നമ്പർ %1 തയ്യാറാക്കി: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Report under s. 13(1) — %1</source>
        <translation>വകുപ്പ് 13(1) പ്രകാരമുള്ള റിപ്പോർട്ട് — %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The kept copy of this report is missing from the documents folder</source>
        <translation>ഈ റിപ്പോർട്ടിന്റെ സൂക്ഷിച്ച പകർപ്പ് രേഖകളുടെ ഫോൾഡറിൽ കാണുന്നില്ല</translation>
    </message>
</context>
<context>
    <name>ReportTab</name>
    <message>
        <location filename="../../pound_desk/ui/authority/report_tab.py" line="+40"/>
        <source>YYYY-MM or YYYY</source>
        <translation>വർഷം-മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Month (YYYY-MM) or year (YYYY)</source>
        <translation>മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Local authority&apos;s name on the report</source>
        <translation>റിപ്പോർട്ടിൽ ചേർക്കേണ്ട തദ്ദേശസ്ഥാപനത്തിന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Make the report</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കുക (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview PDF</source>
        <translation>പി.ഡി.എഫ് കാണുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;CSV…</source>
        <translation>CSV സൂക്ഷിക്കുക… (&amp;C)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pound</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Returns</source>
        <translation>റിട്ടേണുകൾ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Making the report…</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>All pounds</source>
        <translation>എല്ലാ പൗണ്ടുകളും</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pounds: %1; pounds with returns missing: %2; cases overdue for action: %3. PDF kept at %4</source>
        <translation>പൗണ്ടുകൾ: %1; റിട്ടേൺ ലഭിക്കാത്ത പൗണ്ടുകൾ: %2; നടപടിക്ക് സമയം കഴിഞ്ഞ കേസുകൾ: %3. പി.ഡി.എഫ് %4-ൽ സൂക്ഷിച്ചിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The report could not be made: %1</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കാനായില്ല: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Consolidated report</source>
        <translation>ഏകീകൃത റിപ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the report as CSV</source>
        <translation>റിപ്പോർട്ട് CSV ആയി സൂക്ഷിക്കുക</translation>
    </message>
</context>
<context>
    <name>Returns</name>
    <message>
        <location filename="../../pound_desk/ui/returns/__init__.py" line="+45"/>
        <source>Set-up sheet</source>
        <translation>രജിസ്ട്രേഷൻ ഷീറ്റ്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Making the set-up sheet…</source>
        <translation>രജിസ്ട്രേഷൻ ഷീറ്റ് തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Returns</source>
        <translation>റിട്ടേണുകൾ (&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export the month&apos;s return to a USB stick (s. 6)</source>
        <translation>മാസത്തെ റിട്ടേൺ USB-യിലേക്ക് എക്സ്പോർട്ട് ചെയ്യുക (വകുപ്പ് 6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Returns exported</source>
        <translation>എക്സ്പോർട്ട് ചെയ്ത റിട്ടേണുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up sheet for the local authority (the pound&apos;s key)</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിനുള്ള രജിസ്ട്രേഷൻ ഷീറ്റ് (പൗണ്ടിന്റെ കീ)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Set-up sheet for the returns (the pound&apos;s key)</source>
        <translation>റിട്ടേണുകൾക്കുള്ള രജിസ്ട്രേഷൻ ഷീറ്റ് (പൗണ്ടിന്റെ കീ)</translation>
    </message>
</context>
<context>
    <name>RolesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/roles_dialog.py" line="+28"/>
        <source>Authorities named by the Act</source>
        <translation>നിയമത്തിൽ പറയുന്ന അധികാരികൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Later amendments moved some powers of the 1961 Act; write here who holds each one for this pound. Notices and reports print these names.</source>
        <translation>1961-ലെ നിയമത്തിലെ ചില അധികാരങ്ങൾ പിന്നീടുള്ള ഭേദഗതികൾ മാറ്റി; ഈ പൗണ്ടിന് ഓരോ അധികാരവും ഇപ്പോൾ ആർക്കാണെന്ന് രേഖപ്പെടുത്തുക; നോട്ടീസുകളിലും റിപ്പോർട്ടുകളിലും ഈ പേരുകൾ അച്ചടിക്കും.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The s. 13(1) report goes to, and the s. 13(2) notice is issued by</source>
        <translation>വകുപ്പ് 13(1) റിപ്പോർട്ട് ലഭിക്കുന്നതും വകുപ്പ് 13(2) നോട്ടീസ് നൽകുന്നതും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save (Ctrl+Enter)</source>
        <translation>സൂക്ഷിക്കുക (Ctrl+Enter) (&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Saved</source>
        <translation>സൂക്ഷിച്ചു</translation>
    </message>
</context>
<context>
    <name>S27Tab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+168"/>
        <source>Show</source>
        <translation>കാണിക്കുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 — no feeding entry for a held head (s. 8): case %2</source>
        <translation>%1 — പൗണ്ടിലുള്ള ഉരുവിന് തീറ്റ രേഖപ്പെടുത്തിയിട്ടില്ല (വകുപ്പ് 8): കേസ് %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — a held head not logged as fed (s. 8): case %2</source>
        <translation>%1 — പൗണ്ടിലുള്ള ഉരുവിന് തീറ്റ നൽകിയതായി രേഖപ്പെടുത്തിയിട്ടില്ല (വകുപ്പ് 8): കേസ് %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — a held head not logged as watered (s. 8): case %2</source>
        <translation>%1 — പൗണ്ടിലുള്ള ഉരുവിന് വെള്ളം നൽകിയതായി രേഖപ്പെടുത്തിയിട്ടില്ല (വകുപ്പ് 8): കേസ് %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — case %2: %3</source>
        <translation>%1 — കേസ് %2: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — fine under s. 27: %2</source>
        <translation>%1 — വകുപ്പ് 27 പ്രകാരം പിഴ: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing found in the register for this period</source>
        <translation>ഈ കാലയളവിൽ രജിസ്റ്ററിൽ വീഴ്ചയൊന്നും കണ്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 day with a head not fed or not watered</source>
        <translation>തീറ്റയോ വെള്ളമോ നൽകാത്ത ഉരുവുള്ള ഒരു ദിവസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days with a head not fed or not watered</source>
        <translation>തീറ്റയോ വെള്ളമോ നൽകാത്ത ഉരുവുള്ള %1 ദിവസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 release outside s. 18</source>
        <translation>വകുപ്പ് 18-ന് പുറത്ത് ഒരു വിട്ടുകൊടുക്കൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 releases outside s. 18</source>
        <translation>വകുപ്പ് 18-ന് പുറത്ത് %1 വിട്ടുകൊടുക്കൽ</translation>
    </message>
</context>
<context>
    <name>SaleOrderDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/sale_order_dialog.py" line="+30"/>
        <source>Order allowing a sale despite a complaint — %1</source>
        <translation>പരാതി നിലനിൽക്കെ വിൽപന അനുവദിക്കുന്ന ഉത്തരവ് — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While a complaint is pending the case&apos;s cattle are not sold, unless the Director, the local authority, the Magistrate or a court orders otherwise in writing.</source>
        <translation>പരാതി നിലനിൽക്കുമ്പോൾ, ഡയറക്ടറോ തദ്ദേശസ്ഥാപനമോ മജിസ്ട്രേറ്റോ കോടതിയോ രേഖാമൂലം മറിച്ച് ഉത്തരവിടാത്തപക്ഷം, കേസിലെ കന്നുകാലികളെ വിൽക്കില്ല.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Made by</source>
        <translation>ഉത്തരവിട്ടത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office or person</source>
        <translation>ഓഫീസ് അല്ലെങ്കിൽ വ്യക്തി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order&apos;s number</source>
        <translation>ഉത്തരവിന്റെ നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order&apos;s date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasons</source>
        <translation>കാരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Record the order (Ctrl+Enter)</source>
        <translation>ഉത്തരവ് രേഖപ്പെടുത്തുക (Ctrl+Enter) (&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>SearchBar</name>
    <message>
        <location filename="../../pound_desk/ui/search_bar.py" line="+31"/>
        <source>Search (Ctrl+F)</source>
        <translation>തിരയുക (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Search the register</source>
        <translation>രജിസ്റ്ററിൽ തിരയുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search in</source>
        <translation>എവിടെ തിരയണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All dates</source>
        <translation>എല്ലാ തീയതികളും</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>in</source>
        <translation>ൽ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Brought up to</source>
        <translation>കൊണ്ടുവന്നത് വരെ</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+16"/>
        <source>Status</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>Brought from</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>to</source>
        <translation>–</translation>
    </message>
</context>
<context>
    <name>SeenTab</name>
    <message>
        <location filename="../../pound_desk/ui/upper/seen_tab.py" line="+34"/>
        <source>YYYY-MM or YYYY</source>
        <translation>വർഷം-മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Month (YYYY-MM) or year (YYYY)</source>
        <translation>മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an ear tag, or an owner as NAME | RESIDENCE</source>
        <translation>ഒരു ഇയർ ടാഗ്, അല്ലെങ്കിൽ ഉടമ: പേര് | താമസസ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look for one (leave empty for all seen in more than one pound)</source>
        <translation>ഒന്ന് തിരയുക (ഒന്നിലധികം പൗണ്ടുകളിൽ കണ്ടതെല്ലാം കാണാൻ ഒഴിച്ചിടുക)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Look</source>
        <translation>നോക്കുക (&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;CSV…</source>
        <translation>CSV സൂക്ഷിക്കുക… (&amp;C)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What</source>
        <translation>എന്ത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ear tag or owner</source>
        <translation>ഇയർ ടാഗ് അല്ലെങ്കിൽ ഉടമ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pound</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Return of</source>
        <translation>റിട്ടേൺ മാസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Brought</source>
        <translation>എത്തിച്ചത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>ear tag</source>
        <translation>ഇയർ ടാഗ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>owner</source>
        <translation>ഉടമ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 seen: %2 cases</source>
        <translation>%1 എണ്ണം കണ്ടു: %2 കേസുകൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: not seen in %2</source>
        <translation>%1: %2-ൽ കണ്ടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing seen in more than one pound.</source>
        <translation>ഒന്നിലധികം പൗണ്ടുകളിൽ ഒന്നും കണ്ടില്ല.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repeat trespass in %1: %2 ear tags brought in more than once</source>
        <translation>%1-ൽ ആവർത്തിച്ചുള്ള അതിക്രമം: %2 ഇയർ ടാഗുകൾ ഒന്നിലധികം തവണ എത്തിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(no local area)</source>
        <translation>(തദ്ദേശ പ്രദേശം ഇല്ല)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the list as CSV</source>
        <translation>പട്ടിക CSV ആയി സൂക്ഷിക്കുക</translation>
    </message>
</context>
<context>
    <name>SeizerPaymentDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/seizer_payment_dialog.py" line="+31"/>
        <source>Paid by the seizer (ss. 21, 22) — %1</source>
        <translation>പിടിച്ചെടുത്തയാൾ അടച്ചത് (വകുപ്പുകൾ 21, 22) — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case %1, order %2: the seizer owes the pound %3 (recoverable as fines, s. 22).</source>
        <translation>കേസ് %1, ഉത്തരവ് %2: പിടിച്ചെടുത്തയാൾ പൗണ്ടിന് %3 നൽകാനുണ്ട് (പിഴ പോലെ ഈടാക്കാം, വകുപ്പ് 22).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Amount paid</source>
        <translation>അടച്ച തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Receipt or order of recovery</source>
        <translation>രസീത് അല്ലെങ്കിൽ ഈടാക്കൽ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record the payment (Ctrl+Enter)</source>
        <translation>അടവ് രേഖപ്പെടുത്തുക (Ctrl+Enter) (&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seizer owes nothing on this order</source>
        <translation>ഈ ഉത്തരവ് പ്രകാരം പിടിച്ചെടുത്തയാൾ ഒന്നും നൽകാനില്ല</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not an amount</source>
        <translation>തുക ശരിയല്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Record a payment of %1 by the seizer (s. 21)?</source>
        <translation>പിടിച്ചെടുത്തയാൾ %1 അടച്ചതായി രേഖപ്പെടുത്തണോ (വകുപ്പ് 21)?</translation>
    </message>
</context>
<context>
    <name>SeizureForm</name>
    <message>
        <location filename="../../pound_desk/ui/seizure_form.py" line="+74"/>
        <source>New seizure</source>
        <translation>പുതിയ പിടിച്ചെടുക്കൽ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Type the time the seizer gives; the 24-hour check is made from it</source>
        <translation>പിടിച്ചെടുത്തയാൾ പറയുന്ന സമയം ടൈപ്പ് ചെയ്യുക; 24 മണിക്കൂർ പരിശോധന അതിൽ നിന്നാണ്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>— choose s. 9 or s. 10 —</source>
        <translation>— വകുപ്പ് 9 അല്ലെങ്കിൽ വകുപ്പ് 10 തിരഞ്ഞെടുക്കുക —</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>if known</source>
        <translation>അറിയാമെങ്കിൽ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only when the entry is made late</source>
        <translation>എൻട്രി വൈകി രേഖപ്പെടുത്തുമ്പോൾ മാത്രം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>if any</source>
        <translation>ഉണ്ടെങ്കിൽ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The seizure</source>
        <translation>പിടിച്ചെടുക്കൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day and hour brought</source>
        <translation>എത്തിച്ച ദിവസവും സമയവും</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why entered late</source>
        <translation>വൈകി രേഖപ്പെടുത്താനുള്ള കാരണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time of seizure</source>
        <translation>പിടിച്ചെടുത്ത സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Local area of seizure</source>
        <translation>പിടിച്ചെടുത്ത തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basis of seizure</source>
        <translation>പിടിച്ചെടുക്കലിന്റെ അടിസ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s capacity</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ പദവി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seizer and the owner</source>
        <translation>പിടിച്ചെടുത്തയാളും ഉടമയും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seizer&apos;s name</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s residence</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ താമസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner&apos;s name</source>
        <translation>ഉടമയുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner&apos;s residence</source>
        <translation>ഉടമയുടെ താമസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Police aid</source>
        <translation>പോലീസ് സഹായം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cattle, one line per head</source>
        <translation>കന്നുകാലികൾ, ഓരോന്നിനും ഓരോ വരി</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Register (Ctrl+Enter)</source>
        <translation>രജിസ്റ്ററിൽ ചേർക്കുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>&amp;Print the seizer&apos;s copy (s. 7)</source>
        <translation>പിടിച്ചെടുത്തയാൾക്കുള്ള പകർപ്പ് അച്ചടിക്കുക (വകുപ്പ് 7) (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New seizure</source>
        <translation>പുതിയ പിടിച്ചെടുക്കൽ (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>അടയ്ക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Scanned ear tag %1 into the head being entered</source>
        <translation>സ്കാൻ ചെയ്ത ഇയർ ടാഗ് %1 ഇപ്പോൾ ചേർക്കുന്ന ഉരുവിന്റേതായി ചേർത്തു</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Choose the local area from the list: %1</source>
        <translation>പട്ടികയിൽ നിന്ന് തദ്ദേശ പ്രദേശം തിരഞ്ഞെടുക്കുക: %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Case %1 is entered in the register.</source>
        <translation>കേസ് %1 രജിസ്റ്ററിൽ ചേർത്തു.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not make the copy: %1</source>
        <translation>പകർപ്പ് തയ്യാറാക്കാനായില്ല: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seizer&apos;s copy — %1</source>
        <translation>പിടിച്ചെടുത്തയാൾക്കുള്ള പകർപ്പ് — %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Register with no fine for these heads? Choose No to correct the kind or the local area.</source>
        <translation>ഈ ഉരുക്കൾക്ക് പിഴയില്ലാതെ രജിസ്റ്റർ ചെയ്യണോ? ഇനമോ തദ്ദേശ പ്രദേശമോ തിരുത്താൻ &apos;ഇല്ല&apos; തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close without registering? What you typed will be lost.</source>
        <translation>രജിസ്റ്റർ ചെയ്യാതെ അടയ്ക്കണോ? ടൈപ്പ് ചെയ്തത് നഷ്ടപ്പെടും.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/settings_dialog.py" line="+45"/>
        <source>Office settings</source>
        <translation>ഓഫീസ് ക്രമീകരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Returns are made (s. 6)</source>
        <translation>റിട്ടേണുകൾ നൽകുന്നത് (വകുപ്പ് 6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding charges received</source>
        <translation>ലഭിച്ച തീറ്റച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office closed every week on</source>
        <translation>എല്ലാ ആഴ്ചയും ഓഫീസ് അവധി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letterhead on every document, up to 3 lines</source>
        <translation>ഓരോ രേഖയിലും ലെറ്റർഹെഡ്, 3 വരി വരെ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save settings</source>
        <translation>സൂക്ഷിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Holidays and other days the office is closed</source>
        <translation>അവധി ദിവസങ്ങളും ഓഫീസ് അടച്ചിരിക്കുന്ന മറ്റു ദിവസങ്ങളും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reason</source>
        <translation>കാരണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Onam</source>
        <translation>ഉദാ. ഓണം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add</source>
        <translation>ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove chosen</source>
        <translation>നീക്കുക</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Printers and their paper (for the receipts)</source>
        <translation>പ്രിന്ററുകളും അവയിലെ കടലാസും (രസീതുകൾക്ക്)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save for this printer</source>
        <translation>ഈ പ്രിന്ററിന് സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget this printer</source>
        <translation>ഈ പ്രിന്റർ ഒഴിവാക്കുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Printer</source>
        <translation>പ്രിന്റർ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper</source>
        <translation>കടലാസ്</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The Act in this area: commencement and excluded areas (s. 1)</source>
        <translation>ഈ പ്രദേശത്ത് നിയമം: പ്രാബല്യത്തിൽ വന്ന തീയതിയും ഒഴിവാക്കിയ പ്രദേശങ്ങളും (വകുപ്പ് 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In force from (s. 1(3))</source>
        <translation>പ്രാബല്യത്തിൽ വന്നത് (വകുപ്പ് 1(3))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notification appointing the date</source>
        <translation>തീയതി നിശ്ചയിച്ച വിജ്ഞാപനം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Area excluded</source>
        <translation>ഒഴിവാക്കിയ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Excluded from</source>
        <translation>ഒഴിവാക്കിയ തീയതി മുതൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notification</source>
        <translation>വിജ്ഞാപനം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Notified on</source>
        <translation>വിജ്ഞാപന തീയതി</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A local area not on the office&apos;s list: “%1” is excluded as typed</source>
        <translation>ഓഫീസിന്റെ പട്ടികയിലില്ലാത്ത തദ്ദേശ പ്രദേശം: “%1” ടൈപ്പ് ചെയ്തതുപോലെ ഒഴിവാക്കും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>local area</source>
        <translation>പ്രദേശം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>notification no.</source>
        <translation>വിജ്ഞാപന നമ്പർ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add area</source>
        <translation>പ്രദേശം ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove chosen area</source>
        <translation>തിരഞ്ഞെടുത്ത പ്രദേശം നീക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save commencement and areas</source>
        <translation>പ്രാബല്യ തീയതിയും പ്രദേശങ്ങളും സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="-34"/>
        <location line="+90"/>
        <location line="+19"/>
        <source>Saved</source>
        <translation>സൂക്ഷിച്ചു</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a date in the list</source>
        <translation>പട്ടികയിൽ നിന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <location filename="../../pound_desk/ui/auction/settlement_dialog.py" line="-184"/>
        <source>Settle the proceeds — %1</source>
        <translation>ലേലത്തുകയുടെ കണക്കുതീർപ്പ് — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the case&apos;s sales: settle what has been sold</source>
        <translation>കേസിന്റെ വിൽപന അവസാനിപ്പിക്കുക: ഇതുവരെ വിറ്റത് കണക്കുതീർക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settled at</source>
        <translation>കണക്കുതീർക്കുന്ന സമയം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Item</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write-off of the shortfall</source>
        <translation>കുറവ് എഴുതിത്തള്ളൽ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Settle (Ctrl+Enter)</source>
        <translation>കണക്കുതീർക്കുക (Ctrl+Enter)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Account to the owner…</source>
        <translation>ഉടമയ്ക്കുള്ള കണക്ക്…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The owner refused to pay (s. 15): the balance is owed to him with an account</source>
        <translation>ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിച്ചു (വകുപ്പ് 15): ബാക്കി തുക കണക്ക് സഹിതം ഉടമയ്ക്ക് നൽകണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclaimed (s. 13): the surplus is held in deposit for three months (s. 16(3))</source>
        <translation>ആരും അവകാശപ്പെട്ടില്ല (വകുപ്പ് 13): മിച്ചം മൂന്നു മാസം നിക്ഷേപത്തിൽ സൂക്ഷിക്കും (വകുപ്പ് 16(3))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 head still in the pound</source>
        <translation>ഒരു ഉരു ഇപ്പോഴും പൗണ്ടിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 heads still in the pound</source>
        <translation>%1 ഉരുക്കൾ ഇപ്പോഴും പൗണ്ടിൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proceeds of sale</source>
        <translation>ലേലത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fines (s. 16(1))</source>
        <translation>പിഴ (വകുപ്പ് 16(1))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding and watering (s. 16(2))</source>
        <translation>തീറ്റയും വെള്ളവും (വകുപ്പ് 16(2))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expenses of sale (s. 15(2))</source>
        <translation>ലേലച്ചെലവ് (വകുപ്പ് 15(2))</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surplus</source>
        <translation>മിച്ചം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortfall</source>
        <translation>കുറവ്</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Settled. Give the owner the account and the balance of %1</source>
        <translation>കണക്കുതീർത്തു. ഉടമയ്ക്ക് കണക്കും ബാക്കി തുകയായ %1-ഉം നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settled. Shortfall of %1 written off on order %2</source>
        <translation>കണക്കുതീർത്തു. %1 കുറവ് ഉത്തരവ് %2 പ്രകാരം എഴുതിത്തള്ളി</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settled. Surplus held in deposit: %1</source>
        <translation>കണക്കുതീർത്തു. മിച്ചം നിക്ഷേപത്തിൽ: %1</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="+34"/>
        <source>Setting up Pound Desk</source>
        <translation>പൗണ്ട് ഡെസ്ക് സജ്ജമാക്കൽ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Next &gt;</source>
        <translation>അടുത്തത് &gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt; Back</source>
        <translation>&lt; പിന്നോട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish</source>
        <translation>പൂർത്തിയാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The first user&apos;s account needs correcting: go Back.</source>
        <translation>ആദ്യ ഉപയോക്താവിന്റെ അക്കൗണ്ട് തിരുത്തണം: പിന്നോട്ട് പോകുക.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The pound&apos;s particulars need correcting: go Back.</source>
        <translation>പൗണ്ടിന്റെ വിവരങ്ങൾ തിരുത്തണം: പിന്നോട്ട് പോകുക.</translation>
    </message>
</context>
<context>
    <name>SignIn</name>
    <message>
        <location filename="../../pound_desk/ui/sign_in_dialog.py" line="-228"/>
        <source>Only the supervising officer may do this; sign in as a supervisor</source>
        <translation>മേൽനോട്ട ഉദ്യോഗസ്ഥന് മാത്രമേ ഇത് ചെയ്യാനാകൂ; മേൽനോട്ട ഉദ്യോഗസ്ഥനായി പ്രവേശിക്കുക</translation>
    </message>
    <message>
        <location line="+295"/>
        <source>DEMO, signed in automatically</source>
        <translation>പരിശീലനം, സ്വയം പ്രവേശിച്ചു</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <location line="-273"/>
        <source>Sign in — Pound Desk</source>
        <translation>പ്രവേശിക്കുക — പൗണ്ട് ഡെസ്ക്</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sign in with your own name and password.</source>
        <translation>നിങ്ങളുടെ പേരും പാസ്‌വേഡും നൽകി പ്രവേശിക്കുക.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password</source>
        <translation>പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your own password, at least 8 characters</source>
        <translation>നിങ്ങളുടെ സ്വന്തം പാസ്‌വേഡ്, കുറഞ്ഞത് 8 അക്ഷരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own password again</source>
        <translation>നിങ്ങളുടെ സ്വന്തം പാസ്‌വേഡ് വീണ്ടും</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+99"/>
        <source>Sign in</source>
        <translation>പ്രവേശിക്കുക</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Quit</source>
        <translation>പുറത്തുകടക്കുക</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Set my password</source>
        <translation>എന്റെ പാസ്‌വേഡ് സജ്ജമാക്കുക</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Wait %1 s</source>
        <translation>%1 സെക്കൻഡ് കാത്തിരിക്കുക</translation>
    </message>
</context>
<context>
    <name>TagHistory</name>
    <message>
        <location filename="../../pound_desk/ui/tag_history.py" line="+59"/>
        <source>Ear tag %1: no earlier case in the register</source>
        <translation>ഇയർ ടാഗ് %1: രജിസ്റ്ററിൽ മുൻ കേസുകളില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ear tag %1 is in an earlier case:</source>
        <translation>ഇയർ ടാഗ് %1 മുമ്പ് ഒരു കേസിലുണ്ട്:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ear tag %1 is in %2 earlier cases:</source>
        <translation>ഇയർ ടാഗ് %1 മുമ്പ് %2 കേസുകളിലുണ്ട്:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>owner not known</source>
        <translation>ഉടമയെ അറിയില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · case %2, head %3 (%4) · owner: %5 · %6</source>
        <translation>%1 · കേസ് %2, ഉരു %3 (%4) · ഉടമ: %5 · %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>… and %1 older; search the register for the tag to see them all</source>
        <translation>… കൂടാതെ പഴയ %1 എണ്ണം; എല്ലാം കാണാൻ രജിസ്റ്ററിൽ ഈ ടാഗ് തിരയുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take the owner from the earlier case: %1</source>
        <translation>മുൻ കേസിലെ ഉടമയെ ചേർക്കുക: %1</translation>
    </message>
</context>
<context>
    <name>TransliterationSwitch</name>
    <message>
        <location filename="../../pound_desk/ui/transliteration.py" line="+58"/>
        <source>Type Malayalam in English letters (pashu → പശു); Ctrl+M</source>
        <translation>ഇംഗ്ലീഷ് അക്ഷരങ്ങളിൽ മലയാളം ടൈപ്പ് ചെയ്യുക (pashu → പശു); Ctrl+M</translation>
    </message>
</context>
<context>
    <name>Unclaimed</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/__init__.py" line="+35"/>
        <source>&amp;Unclaimed</source>
        <translation>അവകാശപ്പെടാത്തവ (&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Report to the local authority (s. 13(1))…</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിന് റിപ്പോർട്ട് (വകുപ്പ് 13(1))…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notices (s. 13(2))…</source>
        <translation>നോട്ടീസുകൾ (വകുപ്പ് 13(2))…</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/in_case.py" line="+22"/>
        <source>Unclaimed…</source>
        <translation>അവകാശപ്പെടാത്തവ…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Issue notice (s. 13(2))…</source>
        <translation>നോട്ടീസ് നൽകുക (വകുപ്പ് 13(2))…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record affixing / proclamation…</source>
        <translation>പതിക്കലും വിളംബരവും രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner refuses to pay (s. 15(1))…</source>
        <translation>ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിക്കുന്നു (വകുപ്പ് 15(1))…</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Reported to %1 on %2 (s. 13(1))</source>
        <translation>%1-ന് റിപ്പോർട്ട് ചെയ്തു, തീയതി %2 (വകുപ്പ് 13(1))</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 refused or omitted to pay on %2 (s. 15(1)): may be sold</source>
        <translation>%1 %2-ന് പണമടയ്ക്കാൻ വിസമ്മതിക്കുകയോ അടയ്ക്കാതിരിക്കുകയോ ചെയ്തു (വകുപ്പ് 15(1)): വിൽക്കാം</translation>
    </message>
</context>
<context>
    <name>UpperReportTab</name>
    <message>
        <location filename="../../pound_desk/ui/upper/report_tab.py" line="+53"/>
        <source>YYYY-MM or YYYY</source>
        <translation>വർഷം-മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Month (YYYY-MM) or year (YYYY)</source>
        <translation>മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Director of Local Bodies</source>
        <translation>തദ്ദേശസ്ഥാപനങ്ങളുടെ ഡയറക്ടർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The office&apos;s name at the head of the PDF</source>
        <translation>പി.ഡി.എഫിന്റെ തലക്കെട്ടിൽ ഓഫീസിന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Make the report</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കുക (&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preview PDF</source>
        <translation>പി.ഡി.എഫ് കാണുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;CSV…</source>
        <translation>CSV സൂക്ഷിക്കുക… (&amp;C)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>District</source>
        <translation>ജില്ല</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Local authority</source>
        <translation>തദ്ദേശസ്ഥാപനം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pounds</source>
        <translation>പൗണ്ടുകൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Returns</source>
        <translation>റിട്ടേണുകൾ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Making the report…</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>District total</source>
        <translation>ജില്ല ആകെ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Districts: %1; local authorities: %2; pounds: %3. PDF kept at %4</source>
        <translation>ജില്ലകൾ: %1; തദ്ദേശസ്ഥാപനങ്ങൾ: %2; പൗണ്ടുകൾ: %3. പി.ഡി.എഫ് %4-ൽ സൂക്ഷിച്ചിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The report could not be made: %1</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കാനായില്ല: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Report by district and local authority</source>
        <translation>ജില്ലയും തദ്ദേശസ്ഥാപനവും തിരിച്ചുള്ള റിപ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the report as CSV</source>
        <translation>റിപ്പോർട്ട് CSV ആയി സൂക്ഷിക്കുക</translation>
    </message>
</context>
<context>
    <name>UpperSignInDialog</name>
    <message>
        <location filename="../../pound_desk/ui/authority/sign_in.py" line="+26"/>
        <source>Sign in — Pound Desk, local authority</source>
        <translation>പ്രവേശിക്കുക — പൗണ്ട് ഡെസ്ക്, തദ്ദേശസ്ഥാപനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign in — Pound Desk, district or Director</source>
        <translation>പ്രവേശിക്കുക — പൗണ്ട് ഡെസ്ക്, ജില്ല അല്ലെങ്കിൽ ഡയറക്ടർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No one is registered here yet: add the first officer, who then adds the others.</source>
        <translation>ഇവിടെ ഇതുവരെ ആരെയും രജിസ്റ്റർ ചെയ്തിട്ടില്ല: ആദ്യ ഉദ്യോഗസ്ഥനെ ചേർക്കുക; മറ്റുള്ളവരെ അദ്ദേഹം ചേർക്കും.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in as an officer or an auditor of this local authority.</source>
        <translation>ഈ തദ്ദേശസ്ഥാപനത്തിലെ ഉദ്യോഗസ്ഥനോ ഓഡിറ്ററോ ആയി പ്രവേശിക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sign in as an officer or an auditor of this level.</source>
        <translation>ഈ തലത്തിലെ ഉദ്യോഗസ്ഥനോ ഓഡിറ്ററോ ആയി പ്രവേശിക്കുക.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password</source>
        <translation>പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password, at least 8 characters</source>
        <translation>പാസ്‌വേഡ്, കുറഞ്ഞത് 8 അക്ഷരം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password again</source>
        <translation>പാസ്‌വേഡ് വീണ്ടും</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add the first officer</source>
        <translation>ആദ്യ ഉദ്യോഗസ്ഥനെ ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sign in</source>
        <translation>പ്രവേശിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>പുറത്തുകടക്കുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Give your name</source>
        <translation>നിങ്ങളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give your password</source>
        <translation>നിങ്ങളുടെ പാസ്‌വേഡ് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The password needs at least %1 characters</source>
        <translation>പാസ്‌വേഡിന് കുറഞ്ഞത് %1 അക്ഷരങ്ങൾ വേണം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The two passwords differ</source>
        <translation>രണ്ട് പാസ്‌വേഡുകളും ഒന്നല്ല</translation>
    </message>
</context>
<context>
    <name>UpperWindow</name>
    <message>
        <location filename="../../pound_desk/ui/upper/__init__.py" line="+24"/>
        <source>The database cannot be opened:
%1</source>
        <translation>ഡാറ്റാബേസ് തുറക്കാനാവുന്നില്ല:
%1</translation>
    </message>
    <message>
        <location filename="../../pound_desk/ui/upper/window.py" line="+49"/>
        <source>Pound Desk — district or Director — %1</source>
        <translation>പൗണ്ട് ഡെസ്ക് — ജില്ല അല്ലെങ്കിൽ ഡയറക്ടർ — %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>officer</source>
        <translation>ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>auditor</source>
        <translation>ഓഡിറ്റർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signed in: %1, %2.</source>
        <translation>പ്രവേശിച്ചത്: %1, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An officer imports, registers and adds people; an auditor reads and checks.</source>
        <translation>ഉദ്യോഗസ്ഥൻ ഇറക്കുമതി ചെയ്യുകയും രജിസ്റ്റർ ചെയ്യുകയും ആളുകളെ ചേർക്കുകയും ചെയ്യുന്നു; ഓഡിറ്റർ വായിച്ച് പരിശോധിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As an auditor you read and check: importing, registering and adding people are an officer&apos;s.</source>
        <translation>ഓഡിറ്റർ എന്ന നിലയിൽ നിങ്ങൾ വായിച്ച് പരിശോധിക്കുന്നു: ഇറക്കുമതിയും രജിസ്ട്രേഷനും ആളുകളെ ചേർക്കലും ഉദ്യോഗസ്ഥന്റെ ചുമതലയാണ്.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import forwarded returns</source>
        <translation>മുന്നോട്ട് അയച്ച റിട്ടേണുകൾ ഇറക്കുമതി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report</source>
        <translation>റിപ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Across pounds</source>
        <translation>പൗണ്ടുകൾക്കിടയിൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Local authorities</source>
        <translation>തദ്ദേശസ്ഥാപനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>People</source>
        <translation>ആളുകൾ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Held returns</source>
        <translation>തടഞ്ഞുവച്ച റിട്ടേണുകൾ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Database: %1</source>
        <translation>ഡാറ്റാബേസ്: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>പുറത്തുകടക്കുക (&amp;Q)</translation>
    </message>
</context>
<context>
    <name>UpwardTab</name>
    <message>
        <location filename="../../pound_desk/ui/authority/upward_tab.py" line="+31"/>
        <source>&lt;b&gt;Forward the returns&lt;/b&gt; — as the pounds signed them, with this local authority&apos;s signed list, for the district or the Director</source>
        <translation>&lt;b&gt;റിട്ടേണുകൾ മുന്നോട്ട് അയയ്ക്കുക&lt;/b&gt; — പൗണ്ടുകൾ ഒപ്പിട്ടതുപോലെ, ഈ തദ്ദേശ സ്ഥാപനം ഒപ്പിട്ട പട്ടികയോടെ, ജില്ലയ്ക്കോ ഡയറക്ടർക്കോ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YYYY-MM or YYYY</source>
        <translation>വർഷം-മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Month (YYYY-MM) or year (YYYY)</source>
        <translation>മാസം (YYYY-MM) അല്ലെങ്കിൽ വർഷം (YYYY)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forward to a &amp;folder…</source>
        <translation>ഒരു ഫോൾഡറിലേക്ക് അയയ്ക്കുക… (&amp;F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the district or the Director, what the local authorities forward is imported in the upper level&apos;s own window, by its officers signed in: pound-desk upper.</source>
        <translation>ജില്ലയിലോ ഡയറക്ടറുടെ ഓഫീസിലോ, തദ്ദേശസ്ഥാപനങ്ങൾ മുന്നോട്ട് അയയ്ക്കുന്ന റിട്ടേണുകൾ അവിടത്തെ ഉദ്യോഗസ്ഥർ പ്രവേശിച്ച ശേഷം മുകളിലെ തലത്തിന്റെ സ്വന്തം വിൻഡോയിൽ ഇറക്കുമതി ചെയ്യുന്നു: pound-desk upper.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The folder or USB stick to forward to</source>
        <translation>അയയ്ക്കേണ്ട ഫോൾഡർ അല്ലെങ്കിൽ യുഎസ്ബി സ്റ്റിക്ക്</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not save %1: %2</source>
        <translation>%1 സൂക്ഷിക്കാനായില്ല: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrote %1: %2 returns of %3 pounds. This local authority&apos;s key: %4</source>
        <translation>%1 എഴുതി: %3 പൗണ്ടുകളുടെ %2 റിട്ടേണുകൾ. ഈ തദ്ദേശ സ്ഥാപനത്തിന്റെ കീ: %4</translation>
    </message>
</context>
<context>
    <name>Users</name>
    <message>
        <location filename="../../pound_desk/ui/office/__init__.py" line="+28"/>
        <source>Users</source>
        <translation>ഉപയോക്താക്കൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change my password</source>
        <translation>എന്റെ പാസ്‌വേഡ് മാറ്റുക</translation>
    </message>
</context>
<context>
    <name>UsersDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/users_dialog.py" line="-232"/>
        <location line="+81"/>
        <source>Users</source>
        <translation>ഉപയോക്താക്കൾ</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+38"/>
        <source>Role</source>
        <translation>ചുമതല</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>Pound-keeper</source>
        <translation>സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Created</source>
        <translation>സൃഷ്ടിച്ചത്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set this password</source>
        <translation>ഈ പാസ്‌വേഡ് നൽകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+99"/>
        <source>Disable</source>
        <translation>പ്രവർത്തനരഹിതമാക്കുക</translation>
    </message>
    <message>
        <location line="-98"/>
        <location line="+95"/>
        <source>The chosen user</source>
        <translation>തിരഞ്ഞെടുത്ത ഉപയോക്താവ്</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>New password</source>
        <translation>പുതിയ പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Again</source>
        <translation>വീണ്ടും</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Add the user</source>
        <translation>ഉപയോക്താവിനെ ചേർക്കുക (&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new user</source>
        <translation>പുതിയ ഉപയോക്താവ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name (to sign in)</source>
        <translation>പേര് (പ്രവേശിക്കാൻ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For a keeper: the pound-keeper&apos;s name (s. 5)</source>
        <translation>സൂക്ഷിപ്പുകാരനാണെങ്കിൽ: പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ പേര് (വകുപ്പ് 5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Password, at least 8 characters</source>
        <translation>പാസ്‌വേഡ്, കുറഞ്ഞത് 8 അക്ഷരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password again</source>
        <translation>പാസ്‌വേഡ് വീണ്ടും</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> min</source>
        <translation> മിനിറ്റ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lock the desk after this long unused</source>
        <translation>ഉപയോഗിക്കാതിരുന്നാൽ ലോക്ക് ചെയ്യുന്ന സമയം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Enabled</source>
        <translation>സജീവം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disabled</source>
        <translation>നിർജീവം</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Enable</source>
        <translation>പ്രവർത്തനക്ഷമമാക്കുക</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose the pound-keeper from the list: %1</source>
        <translation>പട്ടികയിൽ നിന്ന് സൂക്ഷിപ്പുകാരനെ തിരഞ്ഞെടുക്കുക: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Change your own password from Office → Change my password (it asks for the present one)</source>
        <translation>സ്വന്തം പാസ്‌വേഡ് ഓഫീസ് → എന്റെ പാസ്‌വേഡ് മാറ്റുക എന്നതിൽ മാറ്റുക (ഇപ്പോഴത്തെ പാസ്‌വേഡ് ചോദിക്കും)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>One-time password set for %1: it serves only to choose their own at their next sign-in</source>
        <translation>%1-ന് ഒറ്റത്തവണ പാസ്‌വേഡ് നൽകി: അടുത്ത പ്രവേശനത്തിൽ സ്വന്തം പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ മാത്രം ഇത് ഉപകരിക്കും</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The desk locks after %1 minutes unused</source>
        <translation>%1 മിനിറ്റ് ഉപയോഗിക്കാതിരുന്നാൽ ലോക്ക് ചെയ്യും</translation>
    </message>
</context>
<context>
    <name>V4L2CaptureDialog</name>
    <message>
        <location filename="../../pound_desk/ui/v4l2_window.py" line="+101"/>
        <source>Camera</source>
        <translation>ക്യാമറ</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>Starting the camera…</source>
        <translation>ക്യാമറ തുടങ്ങുന്നു…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Hold the head&apos;s ear tag, face or marks in the picture, then take the photo.</source>
        <translation>ഉരുവിന്റെ ഇയർ ടാഗോ മുഖമോ അടയാളങ്ങളോ ചിത്രത്തിൽ വരുന്ന വിധം പിടിച്ച് ഫോട്ടോ എടുക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the photo</source>
        <translation>ഫോട്ടോ എടുക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Try again</source>
        <translation>വീണ്ടും ശ്രമിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Camera:</source>
        <translation>ക്യാമറ:</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>That picture came damaged from the camera: take the photo again.</source>
        <translation>ആ ചിത്രം ക്യാമറയിൽ നിന്ന് കേടായാണ് വന്നത്: ഫോട്ടോ വീണ്ടും എടുക്കുക.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The camera is in use by another program (a video call, another camera window). Close that program, then press Try again.</source>
        <translation>ക്യാമറ മറ്റൊരു പ്രോഗ്രാം ഉപയോഗിക്കുന്നു (ഒരു വീഡിയോ കോൾ, മറ്റൊരു ക്യാമറ ജാലകം). ആ പ്രോഗ്രാം അടച്ച ശേഷം &quot;വീണ്ടും ശ്രമിക്കുക&quot; അമർത്തുക.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The camera was unplugged or stopped answering. Plug it in again, wait a moment, then press Try again.</source>
        <translation>ക്യാമറ ഊരിപ്പോയി, അല്ലെങ്കിൽ പ്രതികരിക്കുന്നില്ല. അത് വീണ്ടും ഘടിപ്പിച്ച് അൽപ്പനേരം കാത്ത ശേഷം &quot;വീണ്ടും ശ്രമിക്കുക&quot; അമർത്തുക.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your account on this computer (%1) is not allowed to use the camera. Ask the person who looks after this computer to add the account to the &quot;video&quot; group; then log out, log in again and open this window again.</source>
        <translation>ഈ കമ്പ്യൂട്ടറിലെ നിങ്ങളുടെ അക്കൗണ്ടിന് (%1) ക്യാമറ ഉപയോഗിക്കാൻ അനുവാദമില്ല. ഈ കമ്പ്യൂട്ടർ നോക്കിനടത്തുന്ന ആളോട് ആ അക്കൗണ്ടിനെ &quot;video&quot; ഗ്രൂപ്പിൽ ചേർക്കാൻ പറയുക; പിന്നീട് ലോഗ് ഔട്ട് ചെയ്ത് വീണ്ടും ലോഗ് ഇൻ ചെയ്ത് ഈ ജാലകം വീണ്ടും തുറക്കുക.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This camera sends its picture in a form Pound Desk cannot read (it offers neither MJPEG nor YUYV). Try another camera, or add the photo from a file.</source>
        <translation>ഈ ക്യാമറ ചിത്രം അയയ്ക്കുന്നത് Pound Desk-ന് വായിക്കാനാവാത്ത രൂപത്തിലാണ് (MJPEG-ഓ YUYV-ഓ അത് നൽകുന്നില്ല). മറ്റൊരു ക്യാമറ ഉപയോഗിക്കുക, അല്ലെങ്കിൽ ഫയലിൽ നിന്ന് ഫോട്ടോ ചേർക്കുക.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The camera sends no picture. Check that it is plugged in and not covered, then press Try again.</source>
        <translation>ക്യാമറ ചിത്രമൊന്നും അയയ്ക്കുന്നില്ല. അത് ഘടിപ്പിച്ചിട്ടുണ്ടെന്നും മൂടിയിട്ടില്ലെന്നും ഉറപ്പാക്കി &quot;വീണ്ടും ശ്രമിക്കുക&quot; അമർത്തുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The camera cannot be used: it may be unplugged or in use by another program. Close that program or attach the camera again, then press Try again.</source>
        <translation>ക്യാമറ ഉപയോഗിക്കാൻ കഴിയുന്നില്ല: അത് ഊരിപ്പോയതോ മറ്റൊരു പ്രോഗ്രാം ഉപയോഗിക്കുന്നതോ ആകാം. ആ പ്രോഗ്രാം അടയ്ക്കുകയോ ക്യാമറ വീണ്ടും ഘടിപ്പിക്കുകയോ ചെയ്ത ശേഷം &quot;വീണ്ടും ശ്രമിക്കുക&quot; അമർത്തുക.</translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../../pound_desk/ui/verify_action.py" line="+25"/>
        <source>The register is intact: %1 records checked, none changed, removed or added outside Pound Desk.

Last link: %2</source>
        <translation>രജിസ്റ്റർ കേടുകൂടാതെയുണ്ട്: %1 രേഖകൾ പരിശോധിച്ചു; പൗണ്ട് ഡെസ്കിന് പുറത്ത് ഒന്നും മാറ്റുകയോ നീക്കുകയോ ചേർക്കുകയോ ചെയ്തിട്ടില്ല.

അവസാന കണ്ണി: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The register was altered outside Pound Desk. The first finding is where it starts; keep this database as it is and tell the local authority.</source>
        <translation>പൗണ്ട് ഡെസ്കിന് പുറത്ത് രജിസ്റ്ററിൽ മാറ്റം വരുത്തിയിരിക്കുന്നു. ആദ്യത്തെ കണ്ടെത്തലിലാണ് അത് തുടങ്ങുന്നത്; ഈ ഡാറ്റാബേസ് അതേപടി സൂക്ഷിച്ച് തദ്ദേശസ്ഥാപനത്തെ അറിയിക്കുക.

</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verify the register…</source>
        <translation>രജിസ്റ്റർ പരിശോധിക്കുക…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Verify the register</source>
        <translation>രജിസ്റ്റർ പരിശോധന</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking every record…</source>
        <translation>ഓരോ രേഖയും പരിശോധിക്കുന്നു…</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="-304"/>
        <source>Welcome to Pound Desk</source>
        <translation>പൗണ്ട് ഡെസ്കിലേക്ക് സ്വാഗതം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The register, receipts and accounts of a cattle pound under the Kerala Cattle Trespass Act, 1961.</source>
        <translation>1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമപ്രകാരമുള്ള പൗണ്ടിന്റെ രജിസ്റ്ററും രസീതുകളും കണക്കുകളും.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up my pound</source>
        <translation>എന്റെ പൗണ്ട് സജ്ജമാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a demo pound instead (to try the program; not for real cases)</source>
        <translation>പകരം ഒരു പരിശീലന പൗണ്ട് തുടങ്ങുക (പ്രോഗ്രാം പരീക്ഷിക്കാൻ; യഥാർഥ കേസുകൾക്കല്ല)</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <location filename="../../pound_desk/ui/workers.py" line="+103"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working</source>
        <translation>പ്രവർത്തിക്കുന്നു</translation>
    </message>
</context>
<context>
    <name>accounts</name>
    <message>
        <location filename="../../pound_desk/services/books/accounts.py" line="+70"/>
        <source>A daily statement is made at the close of the day, not before it</source>
        <translation>ദൈനംദിന കണക്കുപത്രിക ദിവസം അവസാനിക്കുമ്പോഴാണ് തയ്യാറാക്കുന്നത്, അതിന് മുമ്പല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/books/day_figures.py" line="+228"/>
        <source>{day} is not over yet ({now}): what is entered later today will not be in this statement, and will make a revised statement (rule 15)</source>
        <translation>{day} അവസാനിച്ചിട്ടില്ല ({now}): ഇന്ന് ഇനി രേഖപ്പെടുത്തുന്നവ ഈ കണക്കുപത്രികയിൽ ഉണ്ടാകില്ല; അവയ്ക്ക് പുതുക്കിയ കണക്കുപത്രിക തയ്യാറാക്കേണ്ടിവരും (ചട്ടം 15)</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/books/accounts.py" line="+11"/>
        <source>The daily statement for {day} was made at {made_at} and nothing in it has changed since; a statement is never remade</source>
        <translation>{day}-ലെ ദൈനംദിന കണക്കുപത്രിക {made_at}-ന് തയ്യാറാക്കി; അതിനുശേഷം അതിൽ ഒന്നും മാറിയിട്ടില്ല; കണക്കുപത്രിക വീണ്ടും തയ്യാറാക്കില്ല</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No daily statement has been made for {day}</source>
        <translation>{day}-ലെ ദൈനംദിന കണക്കുപത്രിക തയ്യാറാക്കിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>A day&apos;s receipts are remitted at its close, not before</source>
        <translation>ഒരു ദിവസത്തെ വരവ് ആ ദിവസം അവസാനിക്കുമ്പോഴാണ് അടയ്ക്കുന്നത്, അതിന് മുമ്പല്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remittance {number} for {day} is already made; an earlier day&apos;s cash went with it</source>
        <translation>{day}-ലെ തുക വൗച്ചർ {number} പ്രകാരം ഇതിനകം അടച്ചു; അതിന് മുമ്പുള്ള ദിവസങ്ങളിലെ പണവും അതോടൊപ്പം പോയി</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to remit: the cash in hand at the close of {day} is {cash}, of which {held_back} stays with the pound-keeper</source>
        <translation>അടയ്ക്കാൻ ഒന്നുമില്ല: {day} അവസാനം കൈയിലുള്ള പണം {cash}, അതിൽ {held_back} പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ കൈവശം തുടരും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to remit: the cash in hand at the close of {day} is {cash}</source>
        <translation>അടയ്ക്കാൻ ഒന്നുമില്ല: {day} അവസാനം കൈയിലുള്ള പണം {cash}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Say why the remittance is reversed</source>
        <translation>അടവ് തിരിച്ചെഴുതുന്നതിന്റെ കാരണം പറയുക</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Remittance {number} has already been reversed</source>
        <translation>അടവ് {number} ഇതിനകം തിരിച്ചെഴുതിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No remittance voucher {number}</source>
        <translation>{number} എന്ന അടവ് വൗച്ചർ ഇല്ല</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Give the date</source>
        <translation>തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Say what it was for</source>
        <translation>എന്തിനുവേണ്ടിയാണെന്ന് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the amount</source>
        <translation>തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The amount must be more than nothing</source>
        <translation>തുക പൂജ്യത്തിൽ കൂടുതലായിരിക്കണം</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Maintenance cannot be entered for a day still to come</source>
        <translation>വരാനിരിക്കുന്ന ദിവസത്തേക്ക് സംരക്ഷണച്ചെലവ് രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The cash in hand is {cash}; record the advance received from the local authority first (rule 17)</source>
        <translation>കൈയിലുള്ള പണം {cash} മാത്രം; തദ്ദേശസ്ഥാപനത്തിൽ നിന്ന് ലഭിച്ച മുൻകൂർ ആദ്യം രേഖപ്പെടുത്തുക (ചട്ടം 17)</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>An advance cannot be entered for a day still to come</source>
        <translation>വരാനിരിക്കുന്ന ദിവസത്തേക്ക് മുൻകൂർ രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>No advance in the ledger as transaction {number}</source>
        <translation>ലെഡ്ജറിൽ {number} എന്ന ഇടപാടായി മുൻകൂർ ഇല്ല</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../pound_desk/ui/app.py" line="+83"/>
        <source>This register has users: start Pound Desk without --demo and sign in</source>
        <translation>ഈ രജിസ്റ്ററിൽ ഉപയോക്താക്കളുണ്ട്: --demo ഇല്ലാതെ Pound Desk തുറന്ന് സൈൻ ഇൻ ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This register is not the demo pound: start Pound Desk without --demo and sign in</source>
        <translation>ഈ രജിസ്റ്റർ പരിശീലന പൗണ്ടിന്റേതല്ല: --demo ഇല്ലാതെ Pound Desk തുറന്ന് സൈൻ ഇൻ ചെയ്യുക</translation>
    </message>
</context>
<context>
    <name>auctions</name>
    <message>
        <location filename="../../pound_desk/services/disposal/conduct.py" line="+49"/>
        <source>Where is the auction held?</source>
        <translation>ലേലം എവിടെയാണ് നടക്കുന്നത്?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The local authority, the officer, or an officer deputed</source>
        <translation>തദ്ദേശസ്ഥാപനമോ, ഉദ്യോഗസ്ഥനോ, നിയോഗിച്ച ഉദ്യോഗസ്ഥനോ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name who conducts the auction</source>
        <translation>ലേലം നടത്തുന്നയാളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State the conditions of sale (s. 13(3))</source>
        <translation>വിൽപനയുടെ വ്യവസ്ഥകൾ എഴുതുക (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the Director&apos;s order that sets the place, time and conditions (s. 13(3))</source>
        <translation>സ്ഥലവും സമയവും വ്യവസ്ഥകളും നിശ്ചയിച്ച ഡയറക്ടറുടെ ഉത്തരവ് നൽകുക (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No auction {id}</source>
        <translation>ലേലം {id} ഇല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/position.py" line="+70"/>
        <source>proceeds {proceeds}; fines {fines}, feeding charges {feeding} and expenses of sale {expenses}: {total} to cover</source>
        <translation>ലേലത്തുക {proceeds}; പിഴ {fines}, തീറ്റച്ചെലവ് {feeding}, ലേലച്ചെലവ് {expenses}: ആകെ തീർക്കേണ്ടത് {total}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/sale_holds.py" line="+20"/>
        <source>Case {case_no}: a complaint by {complainant} filed on {filed_on} is pending before {authority}; sales are held until it is decided, or a written order allows the sale (s. 19)</source>
        <translation>കേസ് {case_no}: {complainant} {filed_on}-ന് നൽകിയ പരാതി {authority}-ന്റെ മുമ്പാകെ തീർപ്പാകാതെ നിൽക്കുന്നു; അത് തീർപ്പാകുന്നതുവരെയോ, വിൽപന അനുവദിക്കുന്ന രേഖാമൂലമുള്ള ഉത്തരവ് ലഭിക്കുന്നതുവരെയോ വിൽപന നിർത്തിവയ്ക്കും (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Case {case_no}: the owner refused the remaining cattle on {refused_on}; they are deemed unclaimed and are sold only after a notice under s. 13(2) (s. 15(5))</source>
        <translation>കേസ് {case_no}: {refused_on}-ന് ബാക്കി കന്നുകാലികളെ ഉടമ ഏറ്റുവാങ്ങിയില്ല; അവയെ അവകാശപ്പെടാത്തവയായി കണക്കാക്കും, വകുപ്പ് 13(2) പ്രകാരമുള്ള നോട്ടീസിനു ശേഷമേ വിൽക്കാനാവൂ (വകുപ്പ് 15(5))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case {case_no}: settled on {settled_on}; no more of the owner&apos;s cattle are sold (s. 15(1)); the rest go back to him with the account (s. 15(3))</source>
        <translation>കേസ് {case_no}: {settled_on}-ന് കണക്കുതീർത്തു; ഉടമയുടെ കന്നുകാലികളെ ഇനി വിൽക്കില്ല (വകുപ്പ് 15(1)); ബാക്കിയുള്ളവയെ കണക്കിനൊപ്പം ഉടമയ്ക്ക് തിരികെ നൽകും (വകുപ്പ് 15(3))</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/lots.py" line="+76"/>
        <source>Case {case_no}: the proceeds already cover the dues and expenses ({figures}); no more of the owner&apos;s cattle may be sold (s. 15(1))</source>
        <translation>കേസ് {case_no}: ലേലത്തുക ഇതിനകം കുടിശ്ശികയും ചെലവും തീർക്കുന്നു ({figures}); ഉടമയുടെ കൂടുതൽ കന്നുകാലികളെ വിൽക്കാനാവില്ല (വകുപ്പ് 15(1))</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Released from the pound at {at}</source>
        <translation>{at}-ന് പൗണ്ടിൽ നിന്ന് വിട്ടുകൊടുത്തു</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Already in lot {lot} of the auction of {held_on}</source>
        <translation>{held_on}-ലെ ലേലത്തിന്റെ ലോട്ട് {lot}-ൽ ഇതിനകം ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose at least one head for the lot</source>
        <translation>ലോട്ടിലേക്ക് ഒരു ഉരുവിനെയെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lot numbers start at 1</source>
        <translation>ലോട്ട് നമ്പർ 1 മുതൽ തുടങ്ങുന്നു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This auction already has a lot {number}</source>
        <translation>ഈ ലേലത്തിൽ ലോട്ട് {number} ഇതിനകം ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Head {id} is not in the pound at the auction&apos;s time</source>
        <translation>ഉരു {id} ലേല സമയത്ത് പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case {case_no} head {seq}: {problem}</source>
        <translation>കേസ് {case_no}, ഉരു {seq}: {problem}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/bidders.py" line="+36"/>
        <source>The bidder&apos;s name is required</source>
        <translation>ലേലക്കാരന്റെ പേര് നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bidder&apos;s residence is required</source>
        <translation>ലേലക്കാരന്റെ താമസസ്ഥലം നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The bidder must sign the declaration under s. 18(1) before bidding</source>
        <translation>ലേലം വിളിക്കുന്നതിന് മുമ്പ് ലേലക്കാരൻ വകുപ്പ് 18(1) പ്രകാരമുള്ള സത്യപ്രസ്താവനയിൽ ഒപ്പിടണം</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{name} is on the list: {role}, from {held_from} ({reference}); may not purchase, directly or indirectly (s. 18(1))</source>
        <translation>{name} പട്ടികയിലുണ്ട്: {role}, {held_from} മുതൽ ({reference}); നേരിട്ടോ അല്ലാതെയോ വാങ്ങാൻ പാടില്ല (വകുപ്പ് 18(1))</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is the pound-keeper{reference}; a pound-keeper may not purchase cattle at a sale under the Act (s. 18(1))</source>
        <translation>{name} പൗണ്ട് സൂക്ഷിപ്പുകാരനാണ്{reference}; നിയമപ്രകാരമുള്ള വിൽപനയിൽ പൗണ്ട് സൂക്ഷിപ്പുകാരൻ കന്നുകാലികളെ വാങ്ങാൻ പാടില്ല (വകുപ്പ് 18(1))</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/selling.py" line="+70"/>
        <source>Case {case_no}: the proceeds already credited cover the dues and the expenses of sale ({figures}); no more of this owner&apos;s cattle may be sold (s. 15(1))</source>
        <translation>കേസ് {case_no}: ഇതിനകം വരവുവച്ച ലേലത്തുക കുടിശ്ശികയും ലേലച്ചെലവും തീർക്കുന്നു ({figures}); ഈ ഉടമയുടെ കൂടുതൽ കന്നുകാലികളെ വിൽക്കാനാവില്ല (വകുപ്പ് 15(1))</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Case {case_no}: the owner refused to pay, but may still complain of the seizure until {ends} (s. 19); a sale now could defeat a release the Magistrate might order (s. 21(2)). Give the reason for selling before then</source>
        <translation>കേസ് {case_no}: ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിച്ചു, എങ്കിലും {ends} വരെ പിടിച്ചെടുക്കലിനെതിരെ പരാതി നൽകാം (വകുപ്പ് 19); ഇപ്പോൾ വിറ്റാൽ മജിസ്ട്രേറ്റ് ഉത്തരവിട്ടേക്കാവുന്ന വിട്ടുകൊടുക്കൽ (വകുപ്പ് 21(2)) അസാധ്യമാകും. അതിനുമുമ്പ് വിൽക്കുന്നതിന്റെ കാരണം നൽകുക</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Give the hammer price</source>
        <translation>ലേലത്തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the buyer from the bidder register</source>
        <translation>ലേലക്കാരുടെ രജിസ്റ്ററിൽ നിന്ന് വാങ്ങുന്നയാളെ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A sale cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് വിൽപന രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No lot {id}</source>
        <translation>ലോട്ട് {id} ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lot {number} has already been sold</source>
        <translation>ലോട്ട് {number} നേരത്തെ വിറ്റുകഴിഞ്ഞു</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The lot was knocked down to {buyer} and delivered to him at the sale reversed; it is recorded again to the same buyer</source>
        <translation>റദ്ദാക്കിയ വിൽപനയിൽ ലോട്ട് {buyer}-ന് വിറ്റ് ഏൽപ്പിച്ചതാണ്; അതേ വാങ്ങുന്നയാൾക്ക് തന്നെ വീണ്ടും രേഖപ്പെടുത്തണം</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>The auction starts at {at}; a lot is not sold before it</source>
        <translation>ലേലം തുടങ്ങുന്നത് {at}-നാണ്; അതിനു മുമ്പ് ലോട്ട് വിൽക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>The buyer is not in this auction&apos;s bidder register</source>
        <translation>വാങ്ങുന്നയാൾ ഈ ലേലത്തിന്റെ ലേലക്കാരുടെ രജിസ്റ്ററിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The buyer has not signed the s. 18(1) declaration</source>
        <translation>വാങ്ങുന്നയാൾ വകുപ്പ് 18(1) പ്രകാരമുള്ള സത്യപ്രസ്താവനയിൽ ഒപ്പിട്ടിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Case {case_no}: head {seqs} is not in the pound at {at}</source>
        <translation>കേസ് {case_no}: ഉരു {seqs} {at}-ന് പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Case {case_no}: heads {seqs} are not in the pound at {at}</source>
        <translation>കേസ് {case_no}: ഉരുക്കൾ {seqs} {at}-ന് പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/disposed_otherwise.py" line="+62"/>
        <source>Head {seqs} of case {case_no} is not in the pound at that time</source>
        <translation>കേസ് {case_no}-ലെ ഉരു {seqs} ആ സമയത്ത് പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heads {seqs} of case {case_no} are not in the pound at that time</source>
        <translation>കേസ് {case_no}-ലെ ഉരുക്കൾ {seqs} ആ സമയത്ത് പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/selling.py" line="+3"/>
        <source>Case {case_no}: a later release is already recorded</source>
        <translation>കേസ് {case_no}: പിന്നീടുള്ള ഒരു വിട്ടുകൊടുക്കൽ നേരത്തെ രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sale {number} was recorded at {at}; buyers&apos; receipts are issued in order</source>
        <translation>വിൽപന {number} രേഖപ്പെടുത്തിയത് {at}-നാണ്; വാങ്ങുന്നവരുടെ രസീതുകൾ ക്രമത്തിലാണ് നൽകുന്നത്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/sale_expenses.py" line="+30"/>
        <source>Give the amount spent</source>
        <translation>ചെലവായ തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say what the expense was for</source>
        <translation>ചെലവ് എന്തിനായിരുന്നു എന്ന് എഴുതുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An expense cannot be dated in the future</source>
        <translation>ചെലവിന് ഭാവിയിലെ തീയതി പാടില്ല</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Case {case_no} has no head in this auction&apos;s lots</source>
        <translation>ഈ ലേലത്തിന്റെ ലോട്ടുകളിൽ കേസ് {case_no}-ലെ ഒരു ഉരുവും ഇല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/disposed_otherwise.py" line="-18"/>
        <source>Choose the heads disposed of</source>
        <translation>വിനിയോഗിച്ച ഉരുക്കളെ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say how the cattle were disposed of</source>
        <translation>കന്നുകാലികളെ എങ്ങനെ വിനിയോഗിച്ചു എന്ന് എഴുതുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To whom were they delivered?</source>
        <translation>ആർക്കാണ് ഏൽപ്പിച്ചത്?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The money received cannot be negative</source>
        <translation>ലഭിച്ച തുക പൂജ്യത്തിൽ താഴെയാകരുത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A disposal cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് വിനിയോഗം രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order comes before the disposal</source>
        <translation>ഉത്തരവ് വിനിയോഗത്തിന് മുമ്പായിരിക്കണം</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A later release of this case is already recorded</source>
        <translation>ഈ കേസിൽ പിന്നീടുള്ള ഒരു വിട്ടുകൊടുക്കൽ നേരത്തെ രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/sale_papers.py" line="+59"/>
        <source>No sale {number}</source>
        <translation>വിൽപന {number} ഇല്ല</translation>
    </message>
</context>
<context>
    <name>audit</name>
    <message>
        <location filename="../../pound_desk/services/desk/audit.py" line="+89"/>
        <source>An action is a short code in lower case, e.g. case_opened</source>
        <translation>പ്രവൃത്തി ചെറിയക്ഷരത്തിലുള്ള ഒരു ചെറിയ കോഡ് ആണ്, ഉദാ. case_opened</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+37"/>
        <source>Not recorded in the audit log: {action}: {error}</source>
        <translation>ഓഡിറ്റ് ലോഗിൽ രേഖപ്പെടുത്തിയില്ല: {action}: {error}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Not recorded in the audit log: {action}: no audit log in {path}</source>
        <translation>ഓഡിറ്റ് ലോഗിൽ രേഖപ്പെടുത്തിയില്ല: {action}: {path}-ൽ ഓഡിറ്റ് ലോഗ് ഇല്ല</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The end of the range is before its start</source>
        <translation>അവസാന തീയതി ആരംഭ തീയതിക്കു മുമ്പാണ്</translation>
    </message>
</context>
<context>
    <name>authorities</name>
    <message>
        <location filename="../../pound_desk/services/office/authorities.py" line="+68"/>
        <source>Required</source>
        <translation>നിർബന്ധം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the number of the order establishing the pound (s. 3(1))</source>
        <translation>പൗണ്ട് സ്ഥാപിച്ച ഉത്തരവിന്റെ നമ്പർ നൽകുക (വകുപ്പ് 3(1))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pound&apos;s own local area is in the area it serves (s. 3(2))</source>
        <translation>പൗണ്ടിന്റെ സ്വന്തം പ്രദേശവും അത് സേവിക്കുന്ന പ്രദേശത്തിൽ ഉൾപ്പെടും (വകുപ്പ് 3(2))</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{areas}: served by the pound, not a neighbour</source>
        <translation>{areas}: പൗണ്ട് സേവിക്കുന്ന പ്രദേശമാണ്, അയൽപ്രദേശമല്ല</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Give the local area</source>
        <translation>പ്രദേശം നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the name of the village or market place</source>
        <translation>ഗ്രാമത്തിന്റെയോ ചന്തയുടെയോ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A village or a market place</source>
        <translation>ഗ്രാമമോ ചന്തയോ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is already listed for {area}</source>
        <translation>{name} ഇതിനകം {area}-ന്റെ പട്ടികയിലുണ്ട്</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A short code in English letters, e.g. yak</source>
        <translation>ഇംഗ്ലീഷ് അക്ഷരങ്ങളിൽ ഒരു ചെറിയ കോഡ്, ഉദാ: yak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the English name</source>
        <translation>ഇംഗ്ലീഷ് പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the Malayalam name</source>
        <translation>മലയാളം പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the notification&apos;s reference</source>
        <translation>വിജ്ഞാപനത്തിന്റെ നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{code} is already a kind of cattle</source>
        <translation>{code} ഇതിനകം ഒരു കന്നുകാലി ഇനമാണ്</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Choose which list</source>
        <translation>ഏത് പട്ടിക എന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the name</source>
        <translation>പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the order, notification or election reference</source>
        <translation>ഉത്തരവിന്റെയോ വിജ്ഞാപനത്തിന്റെയോ തിരഞ്ഞെടുപ്പിന്റെയോ നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+20"/>
        <source>The end is before the start</source>
        <translation>അവസാന തീയതി തുടക്കത്തിന് മുമ്പാണ്</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No such entry</source>
        <translation>ഇങ്ങനെയൊരു രേഖപ്പെടുത്തൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s entry already has an end date</source>
        <translation>{name}-ന്റെ രേഖപ്പെടുത്തലിന് ഇതിനകം അവസാന തീയതിയുണ്ട്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give the order or reason the entry ends</source>
        <translation>രേഖപ്പെടുത്തൽ അവസാനിക്കുന്നതിന്റെ ഉത്തരവോ കാരണമോ നൽകുക</translation>
    </message>
</context>
<context>
    <name>authority_receipts</name>
    <message>
        <location filename="../../pound_desk/authority/receipts.py" line="+26"/>
        <source>No receipt in the returns received has the check code {short} (a return made by an earlier Pound Desk names no owner&apos;s receipt by it: check such a receipt by the code of its QR code, PD1.…)</source>
        <translation>ലഭിച്ച റിട്ടേണുകളിലെ ഒരു രസീതിനും {short} എന്ന പരിശോധനാ കോഡില്ല (Pound Desk-ന്റെ മുൻ പതിപ്പ് ഉണ്ടാക്കിയ റിട്ടേണിൽ ഉടമയുടെ രസീതിന് ഈ കോഡില്ല: അത്തരം രസീത് അതിന്റെ QR കോഡിലെ കോഡ്, PD1.…, കൊണ്ട് പരിശോധിക്കുക)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This is not a receipt&apos;s check code (PD1.… or PDS1.…)</source>
        <translation>ഇത് ഒരു രസീതിന്റെ പരിശോധനാ കോഡല്ല (PD1.… അല്ലെങ്കിൽ PDS1.…)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not genuine: receipt {number} is signed by no registered pound</source>
        <translation>യഥാർത്ഥമല്ല: {number} എന്ന രസീത് രജിസ്റ്റർ ചെയ്ത ഒരു പൗണ്ടും ഒപ്പിട്ടതല്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Genuine: receipt {number} of {pound}, in its return of {period}</source>
        <translation>യഥാർത്ഥം: {pound}-ന്റെ {number} എന്ന രസീത്, {period}-ലെ റിട്ടേണിലുണ്ട്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Signed by {pound}, but its return of {period} shows receipt {number} with another amount or date</source>
        <translation>{pound} ഒപ്പിട്ടതാണ്, പക്ഷേ {period}-ലെ റിട്ടേണിൽ {number} എന്ന രസീത് മറ്റൊരു തുകയോ തീയതിയോ ആയാണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Signed by {pound}, but receipt {number} is in none of its returns received (a return not yet sent, or the receipt left out of it)</source>
        <translation>{pound} ഒപ്പിട്ടതാണ്, പക്ഷേ {number} എന്ന രസീത് ലഭിച്ച ഒരു റിട്ടേണിലുമില്ല (ഇതുവരെ അയക്കാത്ത റിട്ടേൺ, അല്ലെങ്കിൽ രസീത് അതിൽ നിന്ന് ഒഴിവാക്കി)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Signed by {pound}, but its return of {period} shows sale {number} with another hammer price, day or lot</source>
        <translation>{pound} ഒപ്പിട്ടതാണ്, പക്ഷേ അതിന്റെ {period}-ലെ റിട്ടേണിൽ {number} എന്ന ലേലം മറ്റൊരു ലേലത്തുകയോ ദിവസമോ ലോട്ടോ ആയാണ് കാണുന്നത്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>buyer&apos;s receipt {number} of {pound}: sale at public auction on {day}, lot {lot}, to {buyer}, hammer price {price}</source>
        <translation>{pound}-ന്റെ ലേല രസീത് {number}: {day}-ന് പരസ്യലേലത്തിൽ വിറ്റത്, ലോട്ട് {lot}, വാങ്ങിയത് {buyer}, ലേലത്തുക {price}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Genuine paper, but the sale was REVERSED: {said}. Reversed on {at} by {by}: {reason} (return of {period})</source>
        <translation>രസീത് യഥാർത്ഥമാണ്, പക്ഷേ ലേലം റദ്ദാക്കി: {said}. {at}-ന് {by} റദ്ദാക്കി: {reason} ({period}-ലെ റിട്ടേൺ)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recorded again as {number}.</source>
        <translation>{number} ആയി വീണ്ടും രേഖപ്പെടുത്തി.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Genuine: {said}, in its return of {period}</source>
        <translation>യഥാർത്ഥം: {said}, അതിന്റെ {period}-ലെ റിട്ടേണിൽ ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Signed by {pound}, but sale {number} is in none of its returns received (a return not yet sent, or the sale left out of it)</source>
        <translation>{pound} ഒപ്പിട്ടതാണ്, പക്ഷേ {number} എന്ന ലേലം അതിൽ നിന്ന് ലഭിച്ച ഒരു റിട്ടേണിലുമില്ല (ഇതുവരെ അയയ്ക്കാത്ത റിട്ടേൺ, അല്ലെങ്കിൽ ലേലം അതിൽ വിട്ടുപോയി)</translation>
    </message>
</context>
<context>
    <name>backups</name>
    <message>
        <location filename="../../pound_desk/services/backups.py" line="+81"/>
        <source>No database at {path}</source>
        <translation>{path}-ൽ ഡാറ്റാബേസ് ഇല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/backup_files.py" line="+95"/>
        <source>cannot be read: {error}</source>
        <translation>വായിക്കാനാവുന്നില്ല: {error}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/backups.py" line="+75"/>
        <source>{name} did not pass its check: the photos {names} in it are not the photos attached</source>
        <translation>{name} പരിശോധനയിൽ വിജയിച്ചില്ല: അതിലെ {names} എന്ന ഫോട്ടോകൾ ചേർത്ത ഫോട്ടോകളല്ല</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{count} of the backup&apos;s {total} photos were put back in {folder}</source>
        <translation>ബാക്കപ്പിലെ {total} ഫോട്ടോകളിൽ {count} എണ്ണം {folder}-ൽ തിരികെ വച്ചു</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>This backup carries no signing key (it was made before backups carried it): keep the keys folder beside the database</source>
        <translation>ഈ ബാക്കപ്പിൽ ഒപ്പിനുള്ള കീ ഇല്ല (ബാക്കപ്പുകൾ കീ കൊണ്ടുപോകുന്നതിനു മുമ്പ് എടുത്തതാണ്): ഡാറ്റാബേസിനടുത്തുള്ള keys ഫോൾഡർ സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backup carries the pound&apos;s signing key: the same as the one in use</source>
        <translation>ബാക്കപ്പിൽ പൗണ്ടിന്റെ ഒപ്പിനുള്ള കീ ഉണ്ട്: ഉപയോഗത്തിലുള്ളതുതന്നെ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The backup carries another signing key than the one in use: the one in use is kept, the backup&apos;s is saved as {path}</source>
        <translation>ബാക്കപ്പിലുള്ളത് ഉപയോഗത്തിലുള്ളതല്ലാത്ത മറ്റൊരു ഒപ്പുകീയാണ്: ഉപയോഗത്തിലുള്ളത് നിലനിർത്തി, ബാക്കപ്പിലേത് {path} ആയി സൂക്ഷിച്ചു</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pound&apos;s signing key was restored from the backup into {path}</source>
        <translation>പൗണ്ടിന്റെ ഒപ്പിനുള്ള കീ ബാക്കപ്പിൽ നിന്ന് {path} എന്നതിലേക്ക് പുനഃസ്ഥാപിച്ചു</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{folder} is not a folder that can be written to</source>
        <translation>{folder} എഴുതാൻ കഴിയുന്ന ഒരു ഫോൾഡർ അല്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{path} already exists</source>
        <translation>{path} ഇതിനകം നിലവിലുണ്ട്</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Restoring a backup</source>
        <translation>ബാക്കപ്പ് പുനഃസ്ഥാപിക്കൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No backup at {path}</source>
        <translation>{path}-ൽ ബാക്കപ്പ് ഇല്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is not a Pound Desk database ({problem}); nothing was changed</source>
        <translation>{name} ഒരു പൗണ്ട് ഡെസ്ക് ഡാറ്റാബേസ് അല്ല ({problem}); ഒന്നും മാറ്റിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no register</source>
        <translation>രജിസ്റ്റർ ഇല്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} cannot be restored ({error}); nothing was changed</source>
        <translation>{name} പുനഃസ്ഥാപിക്കാനാവില്ല ({error}); ഒന്നും മാറ്റിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} cannot be restored (the photos {names} in it are not the photos attached); nothing was changed</source>
        <translation>{name} പുനഃസ്ഥാപിക്കാൻ കഴിയില്ല (അതിലെ {names} എന്ന ഫോട്ടോകൾ ചേർത്ത ഫോട്ടോകളല്ല); ഒന്നും മാറ്റിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{count} photos the register names are not in the backup (their files were missing or changed when it was made): verify names them</source>
        <translation>രജിസ്റ്ററിൽ പറയുന്ന {count} ഫോട്ടോകൾ ബാക്കപ്പിൽ ഇല്ല (അത് എടുക്കുമ്പോൾ അവയുടെ ഫയലുകൾ ഇല്ലായിരുന്നു, അല്ലെങ്കിൽ മാറ്റിയിരുന്നു): പരിശോധന അവ ഏതെന്ന് പറയും</translation>
    </message>
</context>
<context>
    <name>base</name>
    <message>
        <location filename="../../pound_desk/models/base.py" line="+52"/>
        <location line="+10"/>
        <source>{record} is a document of record; amend it instead</source>
        <translation>{record} ഒരു സ്ഥിരം രേഖയാണ്; മാറ്റാനാവില്ല, പകരം തിരുത്തൽ രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+10"/>
        <source>{record} is a document of record and is never deleted</source>
        <translation>{record} ഒരു സ്ഥിരം രേഖയാണ്; ഒരിക്കലും നീക്കം ചെയ്യില്ല</translation>
    </message>
</context>
<context>
    <name>bundle</name>
    <message>
        <location filename="../../pound_desk/returns/bundle.py" line="+153"/>
        <source>The file is empty: it is not a whole return</source>
        <translation>ഫയൽ ശൂന്യമാണ്: ഇത് പൂർണ്ണമായ റിട്ടേൺ അല്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The bundle is truncated or damaged: its end is missing (was the drive pulled out while it was written?)</source>
        <translation>ബണ്ടിൽ മുറിഞ്ഞതോ കേടായതോ ആണ്: അവസാനഭാഗം കാണുന്നില്ല (എഴുതുമ്പോൾ ഡ്രൈവ് ഊരിയോ?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a return bundle (not a zip file)</source>
        <translation>ഇത് ഒരു റിട്ടേൺ ബണ്ടിൽ അല്ല (zip ഫയൽ അല്ല)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+8"/>
        <source>{name} is too large for a return</source>
        <translation>{name} ഒരു റിട്ടേണിന് വളരെ വലുതാണ്</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{name} is damaged: its checksum differs from the one it was written with</source>
        <translation>{name} കേടായി: എഴുതിയപ്പോഴുള്ള ചെക്ക്സം അല്ല ഇപ്പോൾ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The file {name} is far larger than a return: refused without reading it</source>
        <translation>{name} എന്ന ഫയൽ ഒരു റിട്ടേണിനെക്കാൾ വളരെ വലുതാണ്: വായിക്കാതെ നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The manifest&apos;s {field} is not valid: {value}</source>
        <translation>മാനിഫെസ്റ്റിലെ {field} ശരിയല്ല: {value}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The manifest lists {name}, which is not a plain file name with its checksum</source>
        <translation>മാനിഫെസ്റ്റിൽ {name} ഉണ്ട്, അത് ചെക്ക്സം ഉള്ള ഒരു സാധാരണ ഫയൽ പേരല്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} is missing from the bundle</source>
        <translation>{name} ബണ്ടിലിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The bundle cannot be read: {error}</source>
        <translation>ബണ്ടിൽ വായിക്കാൻ കഴിയുന്നില്ല: {error}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The bundle holds {count} files: a return holds a few</source>
        <translation>ബണ്ടിലിൽ {count} ഫയലുകളുണ്ട്: ഒരു റിട്ടേണിൽ കുറച്ചേ ഉണ്ടാകൂ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bundle holds a file twice</source>
        <translation>ബണ്ടിലിൽ ഒരു ഫയൽ രണ്ടുതവണയുണ്ട്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bundle holds {name}, which is not a plain file name</source>
        <translation>ബണ്ടിലിൽ {name} ഉണ്ട്, അത് ഒരു സാധാരണ ഫയൽ പേരല്ല</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>manifest.json cannot be read (not UTF-8 JSON): it was changed or damaged</source>
        <translation>manifest.json വായിക്കാനാവുന്നില്ല (UTF-8 JSON അല്ല): ഇത് മാറ്റുകയോ കേടാവുകയോ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a Pound Desk return (the manifest names another format)</source>
        <translation>ഇത് പൗണ്ട് ഡെസ്കിന്റെ റിട്ടേൺ അല്ല (മാനിഫെസ്റ്റിൽ മറ്റൊരു ഫോർമാറ്റാണ്)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../pound_desk/returns/data_json.py" line="+211"/>
        <source>Unknown format version {version}: this program reads version {known} (a newer Pound Desk may read it)</source>
        <translation>അറിയാത്ത ഫോർമാറ്റ് പതിപ്പ് {version}: ഈ പ്രോഗ്രാം പതിപ്പ് {known} മാത്രം വായിക്കും (പൗണ്ട് ഡെസ്കിന്റെ പുതിയ പതിപ്പിന് വായിക്കാനായേക്കും)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The manifest was edited after it was signed (the signature does not verify)</source>
        <translation>ഒപ്പിട്ട ശേഷം മാനിഫെസ്റ്റ് തിരുത്തിയിരിക്കുന്നു (ഒപ്പ് ശരിയാകുന്നില്ല)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Signed by another key: fingerprint {other}, not the registered {expected}</source>
        <translation>മറ്റൊരു കീ കൊണ്ട് ഒപ്പിട്ടത്: ഫിംഗർപ്രിന്റ് {other}, രജിസ്റ്റർ ചെയ്ത {expected} അല്ല</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The manifest names another key than the one it was signed with</source>
        <translation>മാനിഫെസ്റ്റിൽ പറയുന്ന കീ കൊണ്ടല്ല ഒപ്പിട്ടത്</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The manifest lists no files</source>
        <translation>മാനിഫെസ്റ്റിൽ ഫയലുകളുടെ പട്ടികയില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The manifest&apos;s period {period} is not YYYY-MM</source>
        <translation>മാനിഫെസ്റ്റിലെ കാലയളവ് {period} YYYY-MM രൂപത്തിലല്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} is in the bundle but not in its manifest</source>
        <translation>{name} ബണ്ടിലിലുണ്ട്, പക്ഷേ മാനിഫെസ്റ്റിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name} was changed: its checksum differs from the signed manifest&apos;s</source>
        <translation>{name} മാറ്റിയിരിക്കുന്നു: ഒപ്പിട്ട മാനിഫെസ്റ്റിലെ ചെക്ക്സം അല്ല</translation>
    </message>
</context>
<context>
    <name>cases</name>
    <message>
        <location filename="../../pound_desk/services/case/cases.py" line="+68"/>
        <source>{description}; ear tag {tag}</source>
        <translation>{description}; ഇയർ ടാഗ് {tag}</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No case {case_no} in the register</source>
        <translation>രജിസ്റ്ററിൽ {case_no} എന്ന കേസ് ഇല്ല</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Case {case_no} was brought at {at}; dues start from then</source>
        <translation>കേസ് {case_no}-ലെ കന്നുകാലികളെ {at}-നാണ് എത്തിച്ചത്; അപ്പോൾ മുതലാണ് കുടിശ്ശിക കണക്കാക്കുന്നത്</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Head {heads} of case {case_no} is not in the pound at that time</source>
        <translation>കേസ് {case_no}-ലെ ഉരു {heads} ആ സമയത്ത് പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heads {heads} of case {case_no} are not in the pound at that time</source>
        <translation>കേസ് {case_no}-ലെ ഉരുക്കൾ {heads} ആ സമയത്ത് പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Say why the entry is corrected</source>
        <translation>രേഖ തിരുത്തുന്നതിന്റെ കാരണം നൽകുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{field} cannot be amended</source>
        <translation>{field} തിരുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Give the time as YYYY-MM-DDTHH:MM</source>
        <translation>സമയം YYYY-MM-DDTHH:MM എന്ന രീതിയിൽ നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The hour brought cannot change after a release</source>
        <translation>വിട്ടുകൊടുത്തതിന് ശേഷം എത്തിച്ച സമയം മാറ്റാനാവില്ല</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Case {case_no} has no head {seq}</source>
        <translation>കേസ് {case_no}-ൽ ഉരു {seq} ഇല്ല</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The new value is the same as the entry</source>
        <translation>പുതിയ വിവരം രേഖയിലുള്ളതുതന്നെയാണ്</translation>
    </message>
</context>
<context>
    <name>chain</name>
    <message>
        <location filename="../../pound_desk/models/chain.py" line="+224"/>
        <source>Row {row} of table {table} does not match its link in the chain: it was changed after it was written, or the chain was rewritten from a record before it</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി ശൃംഖലയിലെ അതിന്റെ കണ്ണിയുമായി യോജിക്കുന്നില്ല: എഴുതിയ ശേഷം അത് മാറ്റി, അല്ലെങ്കിൽ അതിനു മുമ്പുള്ള ഒരു രേഖ മുതൽ ശൃംഖല മാറ്റിയെഴുതി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row {row} of table {table} was removed</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി നീക്കം ചെയ്തിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row {row} of table {table} was inserted without the program (it has no link in the chain)</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി പ്രോഗ്രാമിലൂടെയല്ലാതെ ചേർത്തതാണ് (ശൃംഖലയിൽ അതിന് കണ്ണിയില്ല)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} is signed by no one: it was added without anyone&apos;s password (the chain was extended outside Pound Desk)</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരിയിൽ ആരുടെയും ഒപ്പില്ല: ആരുടെയും പാസ്‌വേഡില്ലാതെ ചേർത്തതാണ് (Pound Desk-ന് പുറത്ത് ശൃംഖല നീട്ടി)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The signature over row {row} of table {table} and the records before it does not hold: they were re-hashed or re-signed after they were written</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരിയുടെയും അതിനു മുമ്പുള്ള രേഖകളുടെയും ഒപ്പ് ശരിയാകുന്നില്ല: എഴുതിയതിനു ശേഷം അവ വീണ്ടും ഹാഷ് ചെയ്യുകയോ വീണ്ടും ഒപ്പിടുകയോ ചെയ്തു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row {row} of table {table} is signed by {signer}, who had no such key then (an unknown signer)</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി {signer} ഒപ്പിട്ടതാണ്, അന്ന് അവർക്ക് അങ്ങനെയൊരു കീ ഇല്ലായിരുന്നു (അറിയാത്ത ഒപ്പുകാരൻ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} is signed by {signer}, whose account was disabled at the time</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി {signer} ഒപ്പിട്ടതാണ്, അന്ന് ആ അക്കൗണ്ട് പ്രവർത്തനരഹിതമായിരുന്നു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} was written by the program with no one signed in, though the register has users</source>
        <translation>രജിസ്റ്ററിന് ഉപയോക്താക്കളുണ്ടായിട്ടും, ആരും സൈൻ ഇൻ ചെയ്യാതെ പ്രോഗ്രാം {table} പട്ടികയിലെ {row}-ാം വരി എഴുതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} names {signer} as its writer, but someone else signed it: the actor was rewritten</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി എഴുതിയത് {signer} എന്ന് പറയുന്നു, പക്ഷേ ഒപ്പിട്ടത് മറ്റൊരാളാണ്: എഴുതിയയാളുടെ പേര് മാറ്റിയെഴുതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} is under two signatures: a seal was added outside Pound Desk</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരിക്ക് രണ്ട് ഒപ്പുകൾ: Pound Desk-ന് പുറത്ത് ഒരു ഒപ്പ് ചേർത്തു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} is signed as the program by a key this register never enrolled</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി പ്രോഗ്രാമിന്റേതായി ഒപ്പിട്ടിരിക്കുന്നത് ഈ രജിസ്റ്ററിൽ ഒരിക്കലും ചേർത്തിട്ടില്ലാത്ത ഒരു കീ കൊണ്ടാണ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} is under a seal that calls itself an upgrade but covers records people had signed: the register was re-written and re-sealed outside Pound Desk</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി നവീകരണത്തിന്റേതെന്നു പറയുന്ന ഒരു മുദ്രയ്ക്കു കീഴിലാണ്, പക്ഷേ അത് ആളുകൾ ഒപ്പിട്ട രേഖകളെയും ഉൾക്കൊള്ളുന്നു: പൗണ്ട് ഡെസ്കിനു പുറത്ത് രജിസ്റ്റർ മാറ്റിയെഴുതി വീണ്ടും മുദ്രവെച്ചു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row {row} of table {table} is signed as the program, but says it was done by {signer}: the program signs only its own start, close and views</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി പ്രോഗ്രാമിന്റേതായി ഒപ്പിട്ടതാണ്, പക്ഷേ അത് ചെയ്തത് {signer} എന്നു പറയുന്നു: പ്രോഗ്രാം സ്വന്തം തുടക്കവും അടയ്ക്കലും കാഴ്ചകളും മാത്രമേ ഒപ്പിടൂ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row {row} of table {table} is under a seal made at {signer}, earlier than the seal before it: the computer&apos;s clock was put back, or the seal was made outside Pound Desk</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി {signer}-ന് ഉണ്ടാക്കിയ ഒരു മുദ്രയ്ക്കു കീഴിലാണ്, അതിനു മുമ്പുള്ള മുദ്രയെക്കാൾ നേരത്തെ: കമ്പ്യൂട്ടറിലെ സമയം പിന്നോട്ടാക്കി, അല്ലെങ്കിൽ മുദ്ര പൗണ്ട് ഡെസ്കിനു പുറത്ത് ഉണ്ടാക്കി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row {row} of table {table} is under a seal of the old form, made after the register&apos;s seals took the new one: it was made outside Pound Desk</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി പഴയ രൂപത്തിലുള്ള ഒരു മുദ്രയ്ക്കു കീഴിലാണ്, രജിസ്റ്ററിലെ മുദ്രകൾ പുതിയ രൂപത്തിലായ ശേഷം ഉണ്ടാക്കിയത്: അത് പൗണ്ട് ഡെസ്കിനു പുറത്ത് ഉണ്ടാക്കിയതാണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row {row} of table {table} enrols a pound&apos;s key, but was signed by {signer}, who is not a supervisor</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി പൗണ്ടിന്റെ ഒരു കീ ചേർക്കുന്നു, പക്ഷേ അത് ഒപ്പിട്ടത് മേൽനോട്ട ഉദ്യോഗസ്ഥനല്ലാത്ത {signer} ആണ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row {row} of table {table} holds {signer} as something other than a whole number: it was written outside Pound Desk</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരിയിൽ {signer} ഒരു പൂർണ്ണസംഖ്യയല്ലാതെ മറ്റൊന്നായാണ് സൂക്ഷിച്ചിരിക്കുന്നത്: അത് പൗണ്ട് ഡെസ്കിനു പുറത്ത് എഴുതിയതാണ്</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The file of photo {row} ({signer}) is missing from the photos folder</source>
        <translation>ഫോട്ടോ {row}-ന്റെ ഫയൽ ({signer}) ഫോട്ടോ ഫോൾഡറിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file of photo {row} ({signer}) is not the photo attached: it was changed or replaced</source>
        <translation>ഫോട്ടോ {row}-ന്റെ ഫയൽ ({signer}) ചേർത്ത ഫോട്ടോ അല്ല: അത് മാറ്റുകയോ പകരം വയ്ക്കുകയോ ചെയ്തു</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Row {row} of table {table} was signed by {signer}, whose role may not write it: only a supervisor changes the rate tables, the settings, the closed days, the keeper&apos;s orders and the inspections, and an auditor changes nothing</source>
        <translation>{table} പട്ടികയിലെ {row}-ാം വരി ഒപ്പിട്ടത് {signer} ആണ്; അവരുടെ ചുമതലയ്ക്ക് അത് എഴുതാൻ അനുവാദമില്ല: നിരക്ക് പട്ടികകൾ, ക്രമീകരണങ്ങൾ, അവധി ദിവസങ്ങൾ, സൂക്ഷിപ്പുകാരനെക്കുറിച്ചുള്ള ഉത്തരവുകൾ, പരിശോധനകൾ എന്നിവ മേൽനോട്ട ഉദ്യോഗസ്ഥൻ മാത്രമേ മാറ്റൂ; ഓഡിറ്റർ ഒന്നും മാറ്റുന്നില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Transaction {row} of the ledger does not balance (off by {signer}): the program writes none that does not</source>
        <translation>ലെഡ്ജറിലെ {row}-ാം ഇടപാട് ഒത്തുവരുന്നില്ല ({signer} വ്യത്യാസം): ഒത്തുവരാത്ത ഒരു ഇടപാടും പ്രോഗ്രാം എഴുതുന്നില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transaction {row} of the ledger pays {signer} for maintenance, more than the cash in hand when it was entered: the program refuses that (rule 17)</source>
        <translation>ലെഡ്ജറിലെ {row}-ാം ഇടപാട് സംരക്ഷണച്ചെലവിനായി {signer} നൽകുന്നു; അത് രേഖപ്പെടുത്തിയപ്പോൾ കൈവശമുണ്ടായിരുന്ന പണത്തേക്കാൾ കൂടുതലാണ്: പ്രോഗ്രാം അത് നിരസിക്കുന്നു (ചട്ടം 17)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Receipt {signer} is out of its place: receipts are numbered from 1 in each financial year, without a gap, in the order they are issued (rules 12, 14)</source>
        <translation>{signer} രസീത് അതിന്റെ സ്ഥാനത്തല്ല: ഓരോ സാമ്പത്തിക വർഷവും രസീതുകൾക്ക് 1 മുതൽ, ഇടവിടാതെ, നൽകിയ ക്രമത്തിൽ നമ്പർ ഇടുന്നു (ചട്ടങ്ങൾ 12, 14)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Receipt {signer}: its total is not the sum of its lines, or not the cash the ledger received for it</source>
        <translation>{signer} രസീത്: അതിന്റെ ആകെത്തുക അതിലെ വരികളുടെ തുകയല്ല, അല്ലെങ്കിൽ അതിനായി ലെഡ്ജറിൽ ലഭിച്ച പണമല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Receipt {signer}: its fines or feeding charges are not what the rates the register held then give for those heads at that release (ss. 4, 11, 12)</source>
        <translation>{signer} രസീത്: അതിലെ പിഴയോ തീറ്റച്ചെലവോ ആ വിട്ടുകൊടുക്കലിൽ ആ കന്നുകാലികൾക്ക് അന്ന് രജിസ്റ്ററിലുണ്ടായിരുന്ന നിരക്കുകൾ പ്രകാരമുള്ളതല്ല (വകുപ്പുകൾ 4, 11, 12)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sale {signer} was made before the owner&apos;s seven days from the notice had run out, or before the notice was affixed and proclaimed (s. 13(3))</source>
        <translation>{signer} വിൽപ്പന നടന്നത് നോട്ടീസ് മുതൽ ഉടമയ്ക്കുള്ള ഏഴു ദിവസം കഴിയുന്നതിനു മുമ്പോ, നോട്ടീസ് പതിക്കുകയും പെരുമ്പറ കൊട്ടി വിളംബരം ചെയ്യുകയും ചെയ്യുന്നതിനു മുമ്പോ ആണ് (വകുപ്പ് 13(3))</translation>
    </message>
</context>
<context>
    <name>complaints</name>
    <message>
        <location filename="../../pound_desk/services/disputes/complaints.py" line="+66"/>
        <source>Who made the complaint?</source>
        <translation>പരാതി നൽകിയത് ആര്? പരാതിക്കാരന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The owner, or an agent who knows the facts (s. 20)</source>
        <translation>ഉടമയോ, വസ്തുതകൾ അറിയുന്ന പ്രതിനിധിയോ (വകുപ്പ് 20)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To which Magistrate or authority?</source>
        <translation>ഏത് മജിസ്ട്രേറ്റിനോ അധികാരിക്കോ ആണ് പരാതി നൽകിയത്?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of illegal seizure, of illegal detention, or both (s. 19)</source>
        <translation>നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കലോ തടഞ്ഞുവെക്കലോ രണ്ടുമോ (വകുപ്പ് 19)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In writing, or oral</source>
        <translation>രേഖാമൂലമോ വാമൊഴിയോ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An oral complaint is reduced to writing: write it down (s. 20)</source>
        <translation>വാമൊഴി പരാതി എഴുതിയെടുക്കണം: അത് ഇവിടെ എഴുതുക (വകുപ്പ് 20)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the day the complaint was made</source>
        <translation>പരാതി നൽകിയ തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A complaint cannot be dated in the future</source>
        <translation>പരാതിക്ക് ഭാവിയിലെ തീയതി പാടില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The cattle were seized on {seized_on}; a complaint comes after the seizure</source>
        <translation>കന്നുകാലികളെ പിടിച്ചെടുത്തത് {seized_on}-നാണ്; പിടിച്ചെടുത്തതിന് ശേഷമാണ് പരാതി</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No complaint {id}</source>
        <translation>പരാതി {id} ഇല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/law/complaints.py" line="+31"/>
        <source>Choose the outcome</source>
        <translation>തീർപ്പ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disputes/complaints.py" line="+25"/>
        <source>Give the order&apos;s reference</source>
        <translation>ഉത്തരവിന്റെ നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the order&apos;s date</source>
        <translation>ഉത്തരവിന്റെ തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An order cannot be dated in the future</source>
        <translation>ഉത്തരവിന് ഭാവിയിലെ തീയതി പാടില്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/law/complaints.py" line="+2"/>
        <source>Compensation cannot be negative</source>
        <translation>നഷ്ടപരിഹാരം പൂജ്യത്തിൽ താഴെയാകരുത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compensation is at most {most} (s. 21(1))</source>
        <translation>നഷ്ടപരിഹാരം പരമാവധി {most} (വകുപ്പ് 21(1))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seizure or the detention (s. 21)</source>
        <translation>പിടിച്ചെടുക്കലോ തടഞ്ഞുവെക്കലോ (വകുപ്പ് 21)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The one who made the seizure or who detained the cattle (s. 21)</source>
        <translation>പിടിച്ചെടുത്തയാളോ കന്നുകാലികളെ തടഞ്ഞുവെച്ചയാളോ (വകുപ്പ് 21)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An illegal seizure is paid for by the person who made it (s. 21(1))</source>
        <translation>നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കലിന് അത് നടത്തിയയാളാണ് ബാധ്യസ്ഥൻ (വകുപ്പ് 21(1))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who detained the cattle?</source>
        <translation>കന്നുകാലികളെ തടഞ്ഞുവെച്ചത് ആര്?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compensation and a refund follow only a finding that the seizure was illegal</source>
        <translation>പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമെന്ന് കണ്ടെത്തിയാൽ മാത്രമേ നഷ്ടപരിഹാരവും തിരികെ നൽകലും ഉള്ളൂ</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disputes/complaints.py" line="+3"/>
        <source>A release cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് വിട്ടുകൊടുക്കൽ രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cattle are released on the order: not before its date</source>
        <translation>ഉത്തരവ് പ്രകാരമാണ് കന്നുകാലികളെ വിട്ടുകൊടുക്കുന്നത്: ഉത്തരവിന്റെ തീയതിക്ക് മുമ്പ് പറ്റില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This complaint has already been decided</source>
        <translation>ഈ പരാതി നേരത്തെ തീർപ്പാക്കിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The complaint was filed on {filed_on}; it is decided after that</source>
        <translation>പരാതി ഫയൽ ചെയ്തത് {filed_on}-നാണ്; തീർപ്പ് അതിനു ശേഷമേ ആകൂ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No deposit under protest on this case is held to refund</source>
        <translation>ഈ കേസിൽ തിരികെ നൽകാൻ പ്രതിഷേധ നിക്ഷേപം ഒന്നും സൂക്ഷിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A later release of this case is already recorded</source>
        <translation>ഈ കേസിൽ പിന്നീടുള്ള ഒരു വിട്ടുകൊടുക്കൽ നേരത്തെ രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+302"/>
        <source>Enter the amount paid</source>
        <translation>അടച്ച തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say how it was paid or recovered (receipt, court&apos;s order)</source>
        <translation>തുക എങ്ങനെ അടച്ചു അല്ലെങ്കിൽ ഈടാക്കി എന്ന് എഴുതുക (രസീത്, കോടതി ഉത്തരവ്)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A payment cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് പണമടവ് രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The seizer owes nothing on complaint {id}</source>
        <translation>പരാതി {id} പ്രകാരം പിടിച്ചെടുത്തയാൾ ഒന്നും നൽകാനില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seizer owes {owed}; {amount} is more than that</source>
        <translation>പിടിച്ചെടുത്തയാൾ നൽകാനുള്ളത് {owed} മാത്രം; {amount} അതിലും കൂടുതലാണ്</translation>
    </message>
</context>
<context>
    <name>csv_import</name>
    <message>
        <location filename="../../pound_desk/exchange/csv_reading.py" line="+27"/>
        <source>Line {line}: {problem}</source>
        <translation>വരി {line}: {problem}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The file is UTF-16 text (a spreadsheet&apos;s &quot;Unicode text&quot;), not UTF-8: save it as &quot;CSV UTF-8 (comma delimited)&quot; and import that</source>
        <translation>ഫയൽ UTF-8 അല്ല, UTF-16 ടെക്സ്റ്റ് ആണ് (സ്പ്രെഡ്ഷീറ്റിലെ &quot;Unicode text&quot;): &quot;CSV UTF-8 (comma delimited)&quot; ആയി സേവ് ചെയ്ത് അത് ഇറക്കുമതി ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is not UTF-8 text (byte 0x{byte} on line {line} cannot be read; perhaps it was saved as ANSI or another code page): save it from the spreadsheet as &quot;CSV UTF-8 (comma delimited)&quot; and import that</source>
        <translation>ഫയൽ UTF-8 ടെക്സ്റ്റ് അല്ല (വരി {line}-ലെ 0x{byte} എന്ന ബൈറ്റ് വായിക്കാനാവുന്നില്ല; ANSI-യിലോ മറ്റൊരു കോഡ് പേജിലോ സേവ് ചെയ്തതാകാം): സ്പ്രെഡ്ഷീറ്റിൽ നിന്ന് &quot;CSV UTF-8 (comma delimited)&quot; ആയി സേവ് ചെയ്ത് അത് ഇറക്കുമതി ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{count} values where the header has {columns} columns (is there a comma inside a value? Put that value in double quotes)</source>
        <translation>തലക്കെട്ടിൽ {columns} കോളങ്ങൾ ഉള്ളിടത്ത് {count} മൂല്യങ്ങൾ (ഏതെങ്കിലും മൂല്യത്തിനുള്ളിൽ കോമയുണ്ടോ? ആ മൂല്യം ഇരട്ട ഉദ്ധരണിചിഹ്നത്തിനുള്ളിൽ (&quot;...&quot;) നൽകുക)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} values where the header has {columns} columns</source>
        <translation>തലക്കെട്ടിൽ {columns} കോളങ്ങൾ ഉള്ളിടത്ത് {count} മൂല്യങ്ങൾ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The file is empty: the first line must name the columns {columns}</source>
        <translation>ഫയൽ ശൂന്യമാണ്: ആദ്യ വരിയിൽ {columns} എന്നീ കോളങ്ങളുടെ പേരുകൾ വേണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file has a header but no rows to import</source>
        <translation>ഫയലിൽ തലക്കെട്ട് മാത്രമേയുള്ളൂ, ഇറക്കുമതി ചെയ്യാൻ വരികളില്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a double quote opened on this line is never closed, so the lines after it cannot be read; the file was not read further</source>
        <translation>ഈ വരിയിൽ തുറന്ന ഇരട്ട ഉദ്ധരണിചിഹ്നം (&quot;) അടച്ചിട്ടില്ല, അതിനാൽ തുടർന്നുള്ള വരികൾ വായിക്കാനാവില്ല; ഫയൽ ഇതിനപ്പുറം വായിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a value in double quotes is followed by more text before the next comma (write a double quote inside a quoted value as two: &quot;&quot;); the file was not read further</source>
        <translation>ഇരട്ട ഉദ്ധരണിചിഹ്നത്തിനുള്ളിലെ മൂല്യത്തിനു ശേഷം അടുത്ത കോമയ്ക്കു മുമ്പ് കൂടുതൽ എഴുത്തുണ്ട് (ഉദ്ധരണിക്കുള്ളിലെ ഇരട്ട ഉദ്ധരണിചിഹ്നം രണ്ടെണ്ണമായി എഴുതുക: &quot;&quot;); ഫയൽ ഇതിനപ്പുറം വായിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the line cannot be read as CSV ({reason}); the file was not read further</source>
        <translation>ഈ വരി CSV ആയി വായിക്കാനാവുന്നില്ല ({reason}); ഫയൽ ഇതിനപ്പുറം വായിച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the columns are separated by semicolons; save the file as CSV with commas between the columns</source>
        <translation>കോളങ്ങൾ അർധവിരാമം (;) കൊണ്ടാണ് വേർതിരിച്ചിരിക്കുന്നത്; കോളങ്ങൾക്കിടയിൽ കോമ വരുന്ന CSV ആയി ഫയൽ സേവ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the columns are separated by tabs; save the file as CSV with commas between the columns</source>
        <translation>കോളങ്ങൾ ടാബ് കൊണ്ടാണ് വേർതിരിച്ചിരിക്കുന്നത്; കോളങ്ങൾക്കിടയിൽ കോമ വരുന്ന CSV ആയി ഫയൽ സേവ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a column has no name</source>
        <translation>ഒരു കോളത്തിന് പേരില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the column {name} appears twice</source>
        <translation>{name} എന്ന കോളം രണ്ടുതവണയുണ്ട്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown column {name} (did you mean {close}?)</source>
        <translation>അറിയാത്ത കോളം {name} ({close} ആണോ ഉദ്ദേശിച്ചത്?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown column {name}</source>
        <translation>അറിയാത്ത കോളം {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing columns {names}</source>
        <translation>ഈ കോളങ്ങൾ ഇല്ല: {names}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missing column {names}</source>
        <translation>ഈ കോളം ഇല്ല: {names}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the columns are {columns} (and optionally {optional})</source>
        <translation>കോളങ്ങൾ ഇവയാണ്: {columns} (വേണമെങ്കിൽ {optional} കൂടി)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the columns are {columns}</source>
        <translation>കോളങ്ങൾ ഇവയാണ്: {columns}</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{kind} is not a kind of cattle under s. 2(1) (give its code: cow, ox, bull, …)</source>
        <translation>{kind} വകുപ്പ് 2(1) പ്രകാരമുള്ള കന്നുകാലി ഇനമല്ല (ഇനത്തിന്റെ കോഡ് നൽകുക: cow, ox, bull, …)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no kind</source>
        <translation>ഇനം നൽകിയിട്ടില്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/exchange/rates_csv.py" line="+55"/>
        <source>type must be fine, enhanced_fine or feeding, not {text}</source>
        <translation>type എന്നത് fine, enhanced_fine അല്ലെങ്കിൽ feeding ആയിരിക്കണം, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has a line break or another control character</source>
        <translation>{name}: വരിമുറിവോ മറ്റൊരു നിയന്ത്രണ അക്ഷരമോ ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the local area is required</source>
        <translation>തദ്ദേശ പ്രദേശം നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a feeding rate is fixed by the pound&apos;s local authority ({authority}) for its own local area, {home}, not {area} (s. 4)</source>
        <translation>തീറ്റച്ചെലവ് നിരക്ക് പൗണ്ടിന്റെ തദ്ദേശസ്ഥാപനം ({authority}) സ്വന്തം പ്രദേശമായ {home}-ന് നിശ്ചയിക്കുന്നതാണ്, {area}-ന് അല്ല (വകുപ്പ് 4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a feeding rate is fixed by the pound&apos;s local authority for its own local area, {home}, not {area} (s. 4)</source>
        <translation>തീറ്റച്ചെലവ് നിരക്ക് പൗണ്ടിന്റെ തദ്ദേശസ്ഥാപനം സ്വന്തം പ്രദേശമായ {home}-ന് നിശ്ചയിക്കുന്നതാണ്, {area}-ന് അല്ല (വകുപ്പ് 4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>amount must be rupees like 25 or 12.50, not {text}</source>
        <translation>തുക 25 അല്ലെങ്കിൽ 12.50 പോലെ രൂപയിൽ നൽകണം, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an amount cannot be negative</source>
        <translation>തുക നെഗറ്റീവ് ആകരുത്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>effective_from must be a date like 2026-04-01, not {text}</source>
        <translation>effective_from എന്നത് 2026-04-01 പോലെയുള്ള തീയതി ആയിരിക്കണം, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the notification or order reference is required</source>
        <translation>വിജ്ഞാപനത്തിന്റെയോ ഉത്തരവിന്റെയോ നമ്പർ നൽകണം</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the same {type} for {kind} in {area} from {day} as line {line}, with a different amount or reference; a revision needs a new effective date</source>
        <translation>{area}-ൽ {kind}-ന് {day} മുതലുള്ള ഇതേ {type} വരി {line}-ലുമുണ്ട്, മറ്റൊരു തുകയോ നമ്പറോ ഉപയോഗിച്ച്; മാറ്റം വരുത്താൻ പുതിയ പ്രാബല്യ തീയതി വേണം</translation>
    </message>
    <message>
        <location filename="../../pound_desk/exchange/register_csv.py" line="+83"/>
        <source>case_no must look like 17/2026, not {text}</source>
        <translation>case_no 17/2026 എന്ന രൂപത്തിലായിരിക്കണം, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} must be a local date and time like {example}, not {text}</source>
        <translation>{name} {example} പോലെയുള്ള പ്രാദേശിക തീയതിയും സമയവും ആയിരിക്കണം, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>basis must be s9 (damage to land or crop) or s10 (public road or property), not {text}</source>
        <translation>basis എന്നത് s9 (കൃഷിഭൂമിയിലെ നാശം) അല്ലെങ്കിൽ s10 (പൊതുവഴി / പൊതുസ്ഥലം) ആയിരിക്കണം, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>sex must be female, male, unknown or empty, not {text}</source>
        <translation>sex എന്നത് female, male, unknown അല്ലെങ്കിൽ ശൂന്യം ആയിരിക്കണം, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the ear tag {tag} was turned into a number by the spreadsheet; format the column as text and enter the 12 digits again</source>
        <translation>ചെവിയിലെ ടാഗ് {tag} സ്പ്രെഡ്ഷീറ്റ് ഒരു സംഖ്യയാക്കി മാറ്റി; കോളം ടെക്സ്റ്റ് ആയി ഫോർമാറ്റ് ചെയ്ത് 12 അക്കങ്ങൾ വീണ്ടും നൽകുക</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+148"/>
        <source>case {case_no}: {problem}</source>
        <translation>കേസ് {case_no}: {problem}</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>{name} is {here} here but {there} on line {line}; the rows of one case must agree on its case columns</source>
        <translation>{name} ഇവിടെ {here}, പക്ഷേ വരി {line}-ൽ {there}; ഒരു കേസിന്റെ എല്ലാ വരികളിലും കേസ് കോളങ്ങൾ ഒന്നായിരിക്കണം</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the case is numbered for {year} but was brought on {day}; cases are numbered in the year they were brought</source>
        <translation>കേസിന് {year}-ലെ നമ്പറാണ്, പക്ഷേ എത്തിച്ചത് {day}-നാണ്; കന്നുകാലികളെ എത്തിച്ച വർഷത്തിലാണ് കേസിന് നമ്പർ നൽകുന്നത്</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>released_to is needed with released_at</source>
        <translation>released_at ഉള്ളപ്പോൾ released_to വേണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>released_at is needed with released_to</source>
        <translation>released_to ഉള്ളപ്പോൾ released_at വേണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>released_at is before the cattle were brought</source>
        <translation>released_at കന്നുകാലികളെ എത്തിക്കുന്നതിനു മുമ്പാണ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>released_at is in the future</source>
        <translation>released_at ഭാവിയിലാണ്</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>head {n}: {problem}</source>
        <translation>ഉരു {n}: {problem}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>case {case_no} is already in the register</source>
        <translation>കേസ് {case_no} ഇതിനകം രജിസ്റ്ററിലുണ്ട്</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Importing a register</source>
        <translation>രജിസ്റ്റർ ഇറക്കുമതി ചെയ്യൽ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>case {case_no}: {problem} (to enter it with no fine, import with --without-fine-scale)</source>
        <translation>കേസ് {case_no}: {problem} (പിഴയില്ലാതെ ചേർക്കാൻ --without-fine-scale ചേർത്ത് ഇറക്കുമതി ചെയ്യുക)</translation>
    </message>
</context>
<context>
    <name>database</name>
    <message>
        <location filename="../../pound_desk/authority/database.py" line="+45"/>
        <source>unknown database address {address}: give a file path, sqlite:///path or postgresql://user:password@host:port/dbname</source>
        <translation>അറിയാത്ത ഡാറ്റാബേസ് വിലാസം {address}: ഫയൽ പാത, sqlite:///path അല്ലെങ്കിൽ postgresql://user:password@host:port/dbname നൽകുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this installation of Pound Desk has no PostgreSQL driver: use a database file, or install Pound Desk with its authority extra (pip install &apos;pound-desk[authority]&apos;)</source>
        <translation>പൗണ്ട് ഡെസ്കിന്റെ ഈ ഇൻസ്റ്റലേഷനിൽ PostgreSQL ഡ്രൈവർ ഇല്ല: ഒരു ഡാറ്റാബേസ് ഫയൽ ഉപയോഗിക്കുക, അല്ലെങ്കിൽ പൗണ്ട് ഡെസ്ക് അതിന്റെ authority ഭാഗത്തോടെ ഇൻസ്റ്റാൾ ചെയ്യുക (pip install &apos;pound-desk[authority]&apos;)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>name the database in the address: postgresql://user@host:port/dbname</source>
        <translation>വിലാസത്തിൽ ഡാറ്റാബേസിന്റെ പേര് നൽകുക: postgresql://user@host:port/dbname</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>cannot reach {address}: {error}</source>
        <translation>{address}-ൽ എത്താനാവുന്നില്ല: {error}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot open {path}: {error}</source>
        <translation>{path} തുറക്കാനാവുന്നില്ല: {error}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/models/migrations.py" line="+313"/>
        <source>this database is at version {version}; this Pound Desk knows up to {latest}</source>
        <translation>ഈ ഡാറ്റാബേസ് പതിപ്പ് {version}-ലാണ്; ഈ പൗണ്ട് ഡെസ്കിന് പതിപ്പ് {latest} വരെ മാത്രമേ അറിയൂ</translation>
    </message>
</context>
<context>
    <name>deposits</name>
    <message>
        <location filename="../../pound_desk/services/disposal/deposits.py" line="+95"/>
        <source>No deposit {number}</source>
        <translation>{number} എന്ന നിക്ഷേപം ഇല്ല</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Deposit {number} was already paid on {day}</source>
        <translation>നിക്ഷേപം {number} {day}-ന് ഇതിനകം അവകാശിക്ക് നൽകിക്കഴിഞ്ഞു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit {number} was paid on {day}</source>
        <translation>നിക്ഷേപം {number} {day}-ന് അവകാശിക്ക് നൽകി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deposit {number} was already credited on {day}</source>
        <translation>നിക്ഷേപം {number} {day}-ന് ഇതിനകം തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവച്ചുകഴിഞ്ഞു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit {number} was credited on {day}</source>
        <translation>നിക്ഷേപം {number} {day}-ന് തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവച്ചു</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name the person who prefers the claim</source>
        <translation>അവകാശവാദം ഉന്നയിക്കുന്ന ആളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the date the claim was preferred</source>
        <translation>അവകാശവാദം ഉന്നയിച്ച തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A claim cannot be dated in the future</source>
        <translation>അവകാശവാദത്തിന് ഭാവിയിലെ തീയതി നൽകാനാവില്ല</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The deposit was made on {day}; a claim to it comes after</source>
        <translation>നിക്ഷേപം {day}-നാണ് വെച്ചത്; അതിനുള്ള അവകാശവാദം അതിന് ശേഷമേ വരൂ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Give the date</source>
        <translation>തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deposit cannot be closed on a day still to come</source>
        <translation>വരാനിരിക്കുന്ന ദിവസത്തിൽ നിക്ഷേപം അവസാനിപ്പിക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the order&apos;s number and date</source>
        <translation>ഉത്തരവിന്റെ നമ്പറും തീയതിയും നൽകുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No claim {number}</source>
        <translation>{number} എന്ന അവകാശവാദം ഇല്ല</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The claim of {claimant} was already decided on {day}</source>
        <translation>{claimant}-ന്റെ അവകാശവാദം {day}-ന് ഇതിനകം തീർപ്പാക്കി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The claim was preferred on {day}; it is decided after that</source>
        <translation>അവകാശവാദം ഉന്നയിച്ചത് {day}-നാണ്; അതിന് ശേഷമേ തീർപ്പാക്കാനാവൂ</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No claim {claim} to deposit {deposit}</source>
        <translation>നിക്ഷേപം {deposit}-ന് {claim} എന്ന അവകാശവാദം ഇല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The claim of {claimant} was preferred on {day}, after the last day {last_day} (s. 16(3)); it cannot be paid</source>
        <translation>{claimant}-ന്റെ അവകാശവാദം {day}-നാണ് ഉന്നയിച്ചത്, അവസാന തീയതിയായ {last_day} കഴിഞ്ഞ് (വകുപ്പ് 16(3)); തുക നൽകാനാവില്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A deposit is paid after it was made</source>
        <translation>നിക്ഷേപം വെച്ചതിന് ശേഷമേ അത് നൽകാനാവൂ</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A claim to deposit {number} may be preferred until {last_day} (three months from {deposited_on}, s. 16(3)); it may be credited from {first_day}</source>
        <translation>നിക്ഷേപം {number}-ന് {last_day} വരെ അവകാശവാദം ഉന്നയിക്കാം ({deposited_on} മുതൽ മൂന്ന് മാസം, വകുപ്പ് 16(3)); {first_day} മുതൽ തദ്ദേശസ്ഥാപന ഫണ്ടിലേക്ക് വരവുവയ്ക്കാം</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The claim of {claimant} was established: the deposit is paid to the claimant, not credited</source>
        <translation>{claimant}-ന്റെ അവകാശം സ്ഥാപിക്കപ്പെട്ടു: നിക്ഷേപം അവകാശിക്കാണ് നൽകേണ്ടത്, ഫണ്ടിലേക്ക് വരവുവയ്ക്കരുത്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A claim preferred in time is undecided: {names}. The deposit stays open until it is decided</source>
        <translation>സമയത്തിനുള്ളിൽ ഉന്നയിച്ച അവകാശവാദം തീർപ്പാകാനുണ്ട്: {names}. അത് തീർപ്പാകുംവരെ നിക്ഷേപം തുടരും</translation>
    </message>
</context>
<context>
    <name>documents</name>
    <message>
        <location filename="../../pound_desk/services/case/documents.py" line="+55"/>
        <source>No receipt {number}</source>
        <translation>{number} എന്ന രസീത് ഇല്ല</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The end of the range is before its start</source>
        <translation>അവസാന തീയതി ആരംഭ തീയതിക്കു മുമ്പാണ്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/desk/kept.py" line="+75"/>
        <source>Cannot write {path}: {why}</source>
        <translation>{path} എഴുതാനാവില്ല: {why}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is a folder; give a file name</source>
        <translation>അതൊരു ഫോൾഡറാണ്; ഒരു ഫയലിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no such folder</source>
        <translation>അങ്ങനെയൊരു ഫോൾഡർ ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not allowed to write there</source>
        <translation>അവിടെ എഴുതാൻ അനുമതിയില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the name is too long</source>
        <translation>പേര് വളരെ നീളം കൂടിയതാണ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>ഡിസ്ക് നിറഞ്ഞിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file could not be written</source>
        <translation>ഫയൽ എഴുതാനായില്ല</translation>
    </message>
</context>
<context>
    <name>drives</name>
    <message>
        <location filename="../../pound_desk/returns/drives.py" line="+132"/>
        <source>Removable drive</source>
        <translation>നീക്കാവുന്ന ഡ്രൈവ്</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The drive is full: the return needs {needed} bytes free on {where}. Free some space or use another drive.</source>
        <translation>ഡ്രൈവ് നിറഞ്ഞു: റിട്ടേണിന് {where}-ൽ {needed} ബൈറ്റ് സ്ഥലം വേണം. സ്ഥലം ഒഴിവാക്കുകയോ മറ്റൊരു ഡ്രൈവ് ഉപയോഗിക്കുകയോ ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drive {where} is read-only (write-protected). Slide its lock off or use another drive.</source>
        <translation>{where} ഡ്രൈവ് വായിക്കാൻ മാത്രം (എഴുത്ത് തടഞ്ഞത്). ലോക്ക് മാറ്റുകയോ മറ്റൊരു ഡ്രൈവ് ഉപയോഗിക്കുകയോ ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pound Desk may not write to {where} (permission denied). Choose another folder or drive.</source>
        <translation>{where}-ൽ എഴുതാൻ പൗണ്ട് ഡെസ്കിന് അനുമതിയില്ല. മറ്റൊരു ഫോൾഡറോ ഡ്രൈവോ തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The drive {where} was removed or failed while the return was written. Nothing was recorded; put the drive back and export again.</source>
        <translation>റിട്ടേൺ എഴുതുന്നതിനിടെ {where} ഡ്രൈവ് ഊരിപ്പോയി അല്ലെങ്കിൽ തകരാറിലായി. ഒന്നും രേഖപ്പെടുത്തിയിട്ടില്ല; ഡ്രൈവ് വീണ്ടും ഘടിപ്പിച്ച് വീണ്ടും എക്സ്പോർട്ട് ചെയ്യുക.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The return could not be written to {where}: {error}</source>
        <translation>റിട്ടേൺ {where}-ൽ എഴുതാനായില്ല: {error}</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The folder {folder} is not there (was the drive removed?)</source>
        <translation>{folder} എന്ന ഫോൾഡർ കാണുന്നില്ല (ഡ്രൈവ് ഊരിയോ?)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{folder} is no longer on a drive (the stick was removed; only its empty folder is left): plug it in again, or choose another</source>
        <translation>{folder} ഇപ്പോൾ ഒരു ഡ്രൈവിലല്ല (സ്റ്റിക്ക് നീക്കം ചെയ്തു; ശൂന്യമായ ഫോൾഡർ മാത്രം ബാക്കി): വീണ്ടും ഘടിപ്പിക്കുക, അല്ലെങ്കിൽ മറ്റൊന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>what was read back differs from what was written</source>
        <translation>തിരികെ വായിച്ചത് എഴുതിയതിൽ നിന്ന് വ്യത്യസ്തമാണ്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The return written to {folder} did not read back whole ({problem}); it was removed. The drive may be failing: use another.</source>
        <translation>{folder}-ൽ എഴുതിയ റിട്ടേൺ തിരികെ വായിച്ചപ്പോൾ പൂർണ്ണമല്ല ({problem}); അത് നീക്കം ചെയ്തു. ഡ്രൈവ് തകരാറിലായിരിക്കാം: മറ്റൊന്ന് ഉപയോഗിക്കുക.</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../../pound_desk/services/desk/errors.py" line="+18"/>
        <source>This pound has not been set up yet: run the first-run set-up or `init`</source>
        <translation>ഈ പൗണ്ട് ഇതുവരെ സജ്ജീകരിച്ചിട്ടില്ല: ആദ്യ സജ്ജീകരണം നടത്തുക (അല്ലെങ്കിൽ `init`)</translation>
    </message>
</context>
<context>
    <name>exhibit</name>
    <message>
        <location filename="../../pound_desk/services/office/exhibit.py" line="+164"/>
        <source>Say who put the list up</source>
        <translation>പട്ടിക പ്രദർശിപ്പിച്ചത് ആരാണെന്ന് നൽകുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Print the list first, then put it up and confirm</source>
        <translation>ആദ്യം പട്ടിക അച്ചടിക്കുക, പിന്നെ പ്രദർശിപ്പിച്ച് സ്ഥിരീകരിക്കുക</translation>
    </message>
</context>
<context>
    <name>feeding</name>
    <message>
        <location filename="../../pound_desk/services/case/feeding.py" line="+38"/>
        <source>Feeding cannot be logged for a day that has not come</source>
        <translation>വരാനിരിക്കുന്ന ദിവസത്തെ തീറ്റ രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Log at least one of fed or watered</source>
        <translation>തീറ്റ നൽകിയതോ വെള്ളം നൽകിയതോ ഒന്നെങ്കിലും രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of those cases are not in the register</source>
        <translation>അവയിൽ ചില കേസുകൾ രജിസ്റ്ററിലില്ല</translation>
    </message>
</context>
<context>
    <name>forward</name>
    <message>
        <location filename="../../pound_desk/authority/forward.py" line="+95"/>
        <source>No return imported for {period} can be forwarded</source>
        <translation>{period}-ലേക്ക് ഇറക്കുമതി ചെയ്ത ഒരു റിട്ടേണും മുന്നോട്ട് അയയ്ക്കാനില്ല</translation>
    </message>
</context>
<context>
    <name>heads</name>
    <message>
        <location filename="../../pound_desk/services/heads.py" line="+142"/>
        <source>This register is not the one this desk last wrote down: at {at} ({why}) it had {links} records, ending {digest}; now it has {now} records and does not extend them. An older copy was put in its place, or records were cut from its end, outside Pound Desk. Tell the supervising officer; run File → Verify the register.</source>
        <translation>ഈ രജിസ്റ്റർ ഈ ഡെസ്ക് അവസാനം കുറിച്ചുവെച്ചതല്ല: {at}-ന് ({why}) അതിൽ {links} രേഖകൾ ഉണ്ടായിരുന്നു, {digest}-ൽ അവസാനിക്കുന്നവ; ഇപ്പോൾ {now} രേഖകളുണ്ട്, അവ അതിന്റെ തുടർച്ചയല്ല. Pound Desk-ന് പുറത്തുവെച്ച് ഒരു പഴയ പകർപ്പ് അതിന്റെ സ്ഥാനത്ത് വെച്ചു, അല്ലെങ്കിൽ അവസാനത്തെ രേഖകൾ മുറിച്ചുമാറ്റി. മേൽനോട്ട ഉദ്യോഗസ്ഥനെ അറിയിക്കുക; ഫയൽ → രജിസ്റ്റർ പരിശോധിക്കുക പ്രവർത്തിപ്പിക്കുക.</translation>
    </message>
</context>
<context>
    <name>held</name>
    <message>
        <location filename="../../pound_desk/authority/held.py" line="+60"/>
        <source>Give the officer&apos;s name</source>
        <translation>ഉദ്യോഗസ്ഥന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the reason for the decision</source>
        <translation>തീരുമാനത്തിന്റെ കാരണം നൽകുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No return is held as no. {number}</source>
        <translation>{number} എന്ന നമ്പറിൽ ഒരു റിട്ടേണും തടഞ്ഞുവച്ചിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Held no. {number} was already {decision} by {officer} on {day}</source>
        <translation>തടഞ്ഞുവച്ച നമ്പർ {number} {day}-ന് {officer} മുമ്പേ {decision}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>accepted</source>
        <translation>സ്വീകരിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refused</source>
        <translation>നിരസിച്ചു</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Held no. {number} is not signed by its pound&apos;s key</source>
        <translation>തടഞ്ഞുവച്ച നമ്പർ {number} അതിന്റെ പൗണ്ടിന്റെ കീ കൊണ്ട് ഒപ്പിട്ടതല്ല</translation>
    </message>
</context>
<context>
    <name>imports</name>
    <message>
        <location filename="../../pound_desk/returns/data_json.py" line="-40"/>
        <source>data.json has no totals</source>
        <translation>data.json-ൽ ആകെത്തുകകൾ ഇല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>data.json&apos;s totals lack {names}</source>
        <translation>data.json-ലെ ആകെത്തുകകളിൽ {names} ഇല്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>data.json&apos;s totals are not whole numbers of zero or more: {names}</source>
        <translation>data.json-ലെ ആകെത്തുകകൾ പൂജ്യമോ അതിൽ കൂടുതലോ ഉള്ള പൂർണ്ണസംഖ്യകളല്ല: {names}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>data.json&apos;s open_cases is not a list</source>
        <translation>data.json-ലെ open_cases ഒരു പട്ടികയല്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>data.json&apos;s open case {n} is incomplete</source>
        <translation>data.json-ലെ {n}-ാം തുറന്ന കേസ് അപൂർണ്ണമാണ്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/authority/imports.py" line="+94"/>
        <source>the return lacks records its figures are counted from: {names}</source>
        <translation>റിട്ടേണിലെ കണക്കുകൾ എടുക്കുന്ന രേഖകൾ അതിലില്ല: {names}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/returns/data_json.py" line="-129"/>
        <source>the return&apos;s records cannot be read: {what}</source>
        <translation>റിട്ടേണിലെ രേഖകൾ വായിക്കാനാവില്ല: {what}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/authority/imports.py" line="+8"/>
        <source>{amount} more</source>
        <translation>{amount} കൂടുതൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{amount} less</source>
        <translation>{amount} കുറവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{figure} says {stated}, its records give {counted} ({by})</source>
        <translation>{figure} {stated} എന്നു പറയുന്നു, രേഖകൾ പ്രകാരം {counted} ({by})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the return&apos;s figures do not follow from its records: {found}</source>
        <translation>റിട്ടേണിലെ കണക്കുകൾ അതിലെ രേഖകളുമായി ഒത്തുപോകുന്നില്ല: {found}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the manifest&apos;s made_at {text} is not a time</source>
        <translation>മാനിഫെസ്റ്റിലെ നിർമ്മിച്ച സമയം (made_at) {text} ശരിയായ സമയമല്ല</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the return has no chain of records, which the pound has sent since its return of {period}: it was taken out</source>
        <translation>{period}-ലെ റിട്ടേൺ മുതൽ പൗണ്ട് അയയ്ക്കുന്ന രേഖകളുടെ ശൃംഖല ഈ റിട്ടേണിൽ ഇല്ല: അത് നീക്കം ചെയ്തിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the return&apos;s chain of records cannot be read</source>
        <translation>റിട്ടേണിലെ രേഖകളുടെ ശൃംഖല വായിക്കാനാകുന്നില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>history rewritten since the return of {period}: this return&apos;s register does not extend the one received then ({links} records, ending {head})</source>
        <translation>{period}-ലെ റിട്ടേണിനു ശേഷം ചരിത്രം മാറ്റിയെഴുതി: ഈ റിട്ടേണിലെ രജിസ്റ്റർ അന്ന് ലഭിച്ചതിന്റെ തുടർച്ചയല്ല ({links} രേഖകൾ, അവസാനം {head})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the return&apos;s records do not lead to the head of the register it names: the return was altered</source>
        <translation>റിട്ടേണിലെ രേഖകൾ അതിൽ പറയുന്ന രജിസ്റ്ററിന്റെ അവസാനത്തിലേക്ക് എത്തുന്നില്ല: റിട്ടേൺ മാറ്റിയതാണ്</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>refused by {officer} on {day}: {reason}</source>
        <translation>{day}-ന് {officer} നിരസിച്ചു: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{label} is held for an officer&apos;s decision (held no. {number})</source>
        <translation>{label} ഉദ്യോഗസ്ഥന്റെ തീരുമാനത്തിനായി തടഞ്ഞുവച്ചിരിക്കുന്നു (തടഞ്ഞുവച്ച നമ്പർ {number})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>held for an officer&apos;s decision (held no. {number}): {label} has {cases} cases and {heads} heads, {held} held at its end; the pound has never returned more than {most} cases in a month</source>
        <translation>ഉദ്യോഗസ്ഥന്റെ തീരുമാനത്തിനായി തടഞ്ഞുവച്ചു (തടഞ്ഞുവച്ച നമ്പർ {number}): {label}-ൽ {cases} കേസുകളും {heads} ഉരുക്കളും, മാസാവസാനം {held} എണ്ണം പൗണ്ടിൽ; പൗണ്ട് ഒരു മാസത്തിലും {most} കേസുകളിൽ കൂടുതൽ റിട്ടേൺ ചെയ്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>held for an officer&apos;s decision (held no. {number}): {label} has {cases} cases and {heads} heads, {held} held at its end; the pound&apos;s first return</source>
        <translation>ഉദ്യോഗസ്ഥന്റെ തീരുമാനത്തിനായി തടഞ്ഞുവച്ചു (തടഞ്ഞുവച്ച നമ്പർ {number}): {label}-ൽ {cases} കേസുകളും {heads} ഉരുക്കളും, മാസാവസാനം {held} എണ്ണം പൗണ്ടിൽ; പൗണ്ടിന്റെ ആദ്യ റിട്ടേൺ</translation>
    </message>
    <message>
        <location filename="../../pound_desk/returns/data_json.py" line="+144"/>
        <source>data.json cannot be read (not UTF-8 JSON)</source>
        <translation>data.json വായിക്കാനാവുന്നില്ല (UTF-8 JSON അല്ല)</translation>
    </message>
    <message>
        <location filename="../../pound_desk/authority/imports.py" line="+92"/>
        <source>already imported: {label} (nothing changed)</source>
        <translation>ഇതിനകം ഇറക്കുമതി ചെയ്തതാണ്: {label} (ഒന്നും മാറിയില്ല)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>{label} was already imported with other content: a correction needs a higher revision</source>
        <translation>{label} മറ്റൊരു ഉള്ളടക്കത്തോടെ ഇതിനകം ഇറക്കുമതി ചെയ്തു: തിരുത്തലിന് ഉയർന്ന റിവിഷൻ വേണം</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>out of sequence: a correction of {period} keeps its sequence {kept}, not {sequence}</source>
        <translation>ക്രമം തെറ്റി: {period}-ന്റെ തിരുത്തലിന് ക്രമനമ്പർ {kept} തന്നെ വേണം, {sequence} അല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{label} is older than revision {revision}, already imported</source>
        <translation>{label} ഇതിനകം ഇറക്കുമതി ചെയ്ത റിവിഷൻ {revision}-നെക്കാൾ പഴയതാണ്</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>out of sequence: expected {expected}, this return of {period} has {sequence}</source>
        <translation>ക്രമം തെറ്റി: പ്രതീക്ഷിച്ചത് {expected}, {period}-ന്റെ ഈ റിട്ടേണിൽ {sequence}</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>imported {label}: corrects revision {revision}, which is kept</source>
        <translation>{label} ഇറക്കുമതി ചെയ്തു: റിവിഷൻ {revision} തിരുത്തുന്നു, പഴയതും സൂക്ഷിച്ചിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>imported {label} (sequence {sequence})</source>
        <translation>{label} ഇറക്കുമതി ചെയ്തു (ക്രമനമ്പർ {sequence})</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>unknown pound ({claimed}): its key&apos;s fingerprint {fingerprint} is not registered</source>
        <translation>അറിയാത്ത പൗണ്ട് ({claimed}): ഇതിന്റെ കീയുടെ ഫിംഗർപ്രിന്റ് {fingerprint} രജിസ്റ്റർ ചെയ്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown pound: its key&apos;s fingerprint {fingerprint} is not registered</source>
        <translation>അറിയാത്ത പൗണ്ട്: ഇതിന്റെ കീയുടെ ഫിംഗർപ്രിന്റ് {fingerprint} രജിസ്റ്റർ ചെയ്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>imported at the same moment from another place; import it again to see its outcome</source>
        <translation>ഇതേ സമയം മറ്റൊരിടത്തുനിന്ന് ഇറക്കുമതി ചെയ്തു; ഫലം അറിയാൻ വീണ്ടും ഇറക്കുമതി ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read the file: {error}</source>
        <translation>ഫയൽ വായിക്കാനാവുന്നില്ല: {error}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>cannot be imported: {error}</source>
        <translation>ഇറക്കുമതി ചെയ്യാനാകില്ല: {error}</translation>
    </message>
</context>
<context>
    <name>inspections</name>
    <message>
        <location filename="../../pound_desk/services/office/inspections.py" line="+46"/>
        <source>{kind}: counted {counted}, the register has {register} ({gap} more than the register)</source>
        <translation>{kind}: എണ്ണിയത് {counted}, രജിസ്റ്ററിൽ {register} (രജിസ്റ്ററിലുള്ളതിനെക്കാൾ {gap} കൂടുതൽ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kind}: counted {counted}, the register has {register} ({gap} fewer than the register)</source>
        <translation>{kind}: എണ്ണിയത് {counted}, രജിസ്റ്ററിൽ {register} (രജിസ്റ്ററിലുള്ളതിനെക്കാൾ {gap} കുറവ്)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Recording an inspection</source>
        <translation>പരിശോധന രേഖപ്പെടുത്തൽ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The inspecting officer&apos;s name is required</source>
        <translation>പരിശോധിച്ച ഉദ്യോഗസ്ഥന്റെ പേര് നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An inspection cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് പരിശോധന രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Answer every item of the checklist ({items})</source>
        <translation>പരിശോധനാ പട്ടികയിലെ എല്ലാ ഇനങ്ങൾക്കും ഉത്തരം നൽകുക ({items})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A head count is a whole number, 0 or more</source>
        <translation>ഉരുക്കളുടെ എണ്ണം 0 അല്ലെങ്കിൽ അതിൽ കൂടുതലുള്ള പൂർണ്ണസംഖ്യയായിരിക്കണം</translation>
    </message>
</context>
<context>
    <name>instance_lock</name>
    <message>
        <location filename="../../pound_desk/services/instance_lock.py" line="+41"/>
        <source>Pound Desk is already open on {path} ({holder}). Use that window, or close it first.</source>
        <translation>പൗണ്ട് ഡെസ്ക് {path}-ൽ ഇതിനകം തുറന്നിരിക്കുന്നു ({holder}). ആ ജാലകം ഉപയോഗിക്കുക, അല്ലെങ്കിൽ ആദ്യം അത് അടയ്ക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pound Desk is already open on {path}. Use that window, or close it first.</source>
        <translation>പൗണ്ട് ഡെസ്ക് {path}-ൽ ഇതിനകം തുറന്നിരിക്കുന്നു. ആ ജാലകം ഉപയോഗിക്കുക, അല്ലെങ്കിൽ ആദ്യം അത് അടയ്ക്കുക.</translation>
    </message>
</context>
<context>
    <name>keepers</name>
    <message>
        <location filename="../../pound_desk/services/office/keepers.py" line="+33"/>
        <source>An entry in the register (s. 5(3))</source>
        <translation>രജിസ്റ്ററിലെ രേഖപ്പെടുത്തൽ (വകുപ്പ് 5(3))</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No pound-keeper is appointed on {day}: record the appointment (s. 5(1)) before making entries</source>
        <translation>{day}-ന് പൗണ്ട് സൂക്ഷിപ്പുകാരനെ നിയമിച്ചിട്ടില്ല: രേഖപ്പെടുത്തലുകൾക്ക് മുമ്പ് നിയമനം രേഖപ്പെടുത്തുക (വകുപ്പ് 5(1))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pound-keeper {name} was suspended from {since} ({reference}) and cannot make register, receipt or release entries (s. 5(3))</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരൻ {name} {since} മുതൽ സസ്പെൻഷനിലാണ് ({reference}); രജിസ്റ്റർ, രസീത്, വിട്ടുകൊടുക്കൽ എന്നിവ രേഖപ്പെടുത്താനാവില്ല (വകുപ്പ് 5(3))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pound-keeper {name} was removed from {since} ({reference}) and cannot make register, receipt or release entries (s. 5(3))</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരൻ {name} {since} മുതൽ നീക്കം ചെയ്യപ്പെട്ടു ({reference}); രജിസ്റ്റർ, രസീത്, വിട്ടുകൊടുക്കൽ എന്നിവ രേഖപ്പെടുത്താനാവില്ല (വകുപ്പ് 5(3))</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Recording an order about the pound-keeper (s. 5)</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരനെക്കുറിച്ചുള്ള ഉത്തരവ് രേഖപ്പെടുത്തൽ (വകുപ്പ് 5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose appointed, suspended, reinstated or removed</source>
        <translation>നിയമിച്ചു, സസ്പെൻഡ് ചെയ്തു, സസ്പെൻഷൻ അവസാനിച്ചു, നീക്കം ചെയ്തു എന്നിവയിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pound-keeper&apos;s name is required</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ പേര് നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the local authority&apos;s order number</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിന്റെ ഉത്തരവ് നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>An order from {day} is already recorded; orders are recorded in date order</source>
        <translation>{day}-ലെ ഒരു ഉത്തരവ് ഇതിനകം രേഖപ്പെടുത്തിയിട്ടുണ്ട്; ഉത്തരവുകൾ തീയതി ക്രമത്തിലാണ് രേഖപ്പെടുത്തുന്നത്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/law/keepers.py" line="+67"/>
        <source>{name} is not the pound-keeper on {day}</source>
        <translation>{day}-ന് {name} പൗണ്ട് സൂക്ഷിപ്പുകാരനല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} was already removed</source>
        <translation>{name}-നെ ഇതിനകം നീക്കം ചെയ്തു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is already suspended</source>
        <translation>{name} ഇതിനകം സസ്പെൻഷനിലാണ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is not suspended</source>
        <translation>{name} സസ്പെൻഷനിലല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is already the pound-keeper</source>
        <translation>{name} ഇപ്പോൾത്തന്നെ പൗണ്ട് സൂക്ഷിപ്പുകാരനാണ്</translation>
    </message>
</context>
<context>
    <name>keys</name>
    <message>
        <location filename="../../pound_desk/returns/key_file.py" line="+34"/>
        <source>The pound&apos;s key {path} can be read by other users of this computer (mode {mode:o}): it is not used. Make it private (chmod 600 {path}) and check no one copied it</source>
        <translation>പൗണ്ടിന്റെ കീ {path} ഈ കമ്പ്യൂട്ടറിലെ മറ്റ് ഉപയോക്താക്കൾക്ക് വായിക്കാം (mode {mode:o}): അത് ഉപയോഗിക്കുന്നില്ല. അത് സ്വകാര്യമാക്കുക (chmod 600 {path}), ആരും പകർത്തിയില്ലെന്ന് ഉറപ്പാക്കുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/returns/keys.py" line="+48"/>
        <source>{path} does not hold an Ed25519 key</source>
        <translation>{path}-ൽ Ed25519 കീ ഇല്ല</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>not an Ed25519 public key</source>
        <translation>ഇത് Ed25519 പബ്ലിക് കീ അല്ല</translation>
    </message>
</context>
<context>
    <name>late</name>
    <message>
        <location filename="../../pound_desk/services/case/late_entries.py" line="+46"/>
        <source>Between {low} and {high} hours</source>
        <translation>{low} മുതൽ {high} വരെ മണിക്കൂർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Changing the margin for late entries</source>
        <translation>വൈകിയ രേഖപ്പെടുത്തലുകളുടെ സമയപരിധി മാറ്റൽ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>At most {count} characters</source>
        <translation>പരമാവധി {count} അക്ഷരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{stated} is more than {hours} hours before now ({now}): say why it is entered late</source>
        <translation>{stated} ഇപ്പോഴത്തേതിനെക്കാൾ ({now}) {hours} മണിക്കൂറിലധികം മുമ്പാണ്: വൈകി രേഖപ്പെടുത്തുന്നതിന്റെ കാരണം എഴുതുക</translation>
    </message>
</context>
<context>
    <name>ledger</name>
    <message>
        <location filename="../../pound_desk/services/books/ledger.py" line="+42"/>
        <source>Say why the transaction is reversed</source>
        <translation>ഇടപാട് റദ്ദാക്കുന്നതിന്റെ കാരണം നൽകുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No transaction {number} in the ledger</source>
        <translation>ലെഡ്ജറിൽ {number} എന്ന ഇടപാട് ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Transaction {number} has already been reversed</source>
        <translation>ഇടപാട് {number} ഇതിനകം റദ്ദാക്കി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reversal is not reversed; post the transaction again instead</source>
        <translation>റദ്ദാക്കൽ വീണ്ടും റദ്ദാക്കാനാവില്ല; പകരം ഇടപാട് വീണ്ടും രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>The period ends before it starts</source>
        <translation>കാലയളവിന്റെ അവസാനം തുടക്കത്തിന് മുമ്പാണ്</translation>
    </message>
</context>
<context>
    <name>limits</name>
    <message>
        <location filename="../../pound_desk/law/limits.py" line="+34"/>
        <source>Too long: {length} characters; at most {most}, so that every document can print it</source>
        <translation>നീളം കൂടുതലാണ്: {length} അക്ഷരങ്ങൾ; എല്ലാ രേഖകളിലും അച്ചടിക്കാൻ പരമാവധി {most}</translation>
    </message>
</context>
<context>
    <name>numbering</name>
    <message>
        <location filename="../../pound_desk/law/numbering.py" line="+22"/>
        <source>a case number looks like 17/2026, not {text}</source>
        <translation>കേസ് നമ്പർ 17/2026 എന്ന രൂപത്തിലാണ്, {text} അല്ല</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>a receipt number looks like 2026-27/00012, not {text}</source>
        <translation>രസീത് നമ്പർ 2026-27/00012 എന്ന രൂപത്തിലാണ്, {text} അല്ല</translation>
    </message>
</context>
<context>
    <name>orders</name>
    <message>
        <location filename="../../pound_desk/services/disputes/orders.py" line="+44"/>
        <source>Choose what the order is for</source>
        <translation>ഉത്തരവ് എന്തിനുള്ളതാണെന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This order is made by: {allowed}</source>
        <translation>ഈ ഉത്തരവ് നൽകേണ്ടത്: {allowed}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the office or person who made the order</source>
        <translation>ഉത്തരവ് നൽകിയ ഓഫീസിന്റെയോ ആളുടെയോ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the order&apos;s number</source>
        <translation>ഉത്തരവിന്റെ നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the order&apos;s date</source>
        <translation>ഉത്തരവിന്റെ തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An order cannot be dated in the future</source>
        <translation>ഉത്തരവിന് ഭാവിയിലെ തീയതി പാടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An order in writing states its reasons</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവിൽ കാരണങ്ങൾ രേഖപ്പെടുത്തണം</translation>
    </message>
</context>
<context>
    <name>penalties</name>
    <message>
        <location filename="../../pound_desk/services/disputes/penalties.py" line="+61"/>
        <source>Give the date of the order</source>
        <translation>ഉത്തരവിന്റെ തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The date of the order cannot be in the future</source>
        <translation>ഉത്തരവിന്റെ തീയതി ഭാവിയിലാകാൻ പാടില്ല</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Give the time of the incident</source>
        <translation>സംഭവം നടന്ന സമയം നൽകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time of the incident cannot be in the future</source>
        <translation>സംഭവം നടന്ന സമയം ഭാവിയിലാകാൻ പാടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say whether the seizure was opposed or the cattle rescued</source>
        <translation>പിടിച്ചെടുക്കൽ തടഞ്ഞതാണോ കന്നുകാലികളെ മോചിപ്പിച്ചതാണോ എന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say where it happened</source>
        <translation>സംഭവം നടന്ന സ്ഥലം നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name who did it, or describe them</source>
        <translation>ചെയ്തവരുടെ പേരോ അവരെക്കുറിച്ചുള്ള വിവരണമോ നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say what happened</source>
        <translation>എന്ത് സംഭവിച്ചു എന്ന് എഴുതുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the police station and the reference</source>
        <translation>പോലീസ് സ്റ്റേഷനും റഫറൻസ് നമ്പറും നൽകുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Give the date of the referral</source>
        <translation>റഫർ ചെയ്ത തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The date of the referral cannot be in the future</source>
        <translation>റഫർ ചെയ്ത തീയതി ഭാവിയിലാകാൻ പാടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the owner, keeper or attendant</source>
        <translation>ഉടമയുടെയോ സൂക്ഷിപ്പുകാരന്റെയോ പരിചാരകന്റെയോ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>Name the court</source>
        <translation>കോടതിയുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Say what the cattle were allowed to do</source>
        <translation>കന്നുകാലികളെ എന്ത് ചെയ്യാൻ വിട്ടു എന്ന് എഴുതുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/law/penalties.py" line="+30"/>
        <source>Choose the section the fine was imposed under</source>
        <translation>പിഴ ചുമത്തിയ വകുപ്പ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the fine imposed</source>
        <translation>ചുമത്തിയ പിഴത്തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A fine under s. 24 is at least {least} and at most {most}</source>
        <translation>വകുപ്പ് 24 പ്രകാരമുള്ള പിഴ കുറഞ്ഞത് {least}, പരമാവധി {most}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A fine under s. {section} is at most {most}</source>
        <translation>വകുപ്പ് {section} പ്രകാരമുള്ള പിഴ പരമാവധി {most}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disputes/penalties.py" line="+16"/>
        <source>Name who was fined</source>
        <translation>പിഴ ചുമത്തിയ ആളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the court&apos;s order or case number</source>
        <translation>കോടതി ഉത്തരവിന്റെയോ കേസിന്റെയോ നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the s. 24 referral the fine was imposed on</source>
        <translation>പിഴ ചുമത്തിയ വകുപ്പ് 24 റഫറൽ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No referral {id}</source>
        <translation>റഫറൽ {id} ഇല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No incident {id}</source>
        <translation>സംഭവം {id} ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fine cannot be imposed before the referral</source>
        <translation>റഫർ ചെയ്യുന്നതിന് മുമ്പ് പിഴ ചുമത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Name the court that ordered the sale</source>
        <translation>വിൽപനയ്ക്ക് ഉത്തരവിട്ട കോടതിയുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the court&apos;s order reference (s. 25)</source>
        <translation>കോടതി ഉത്തരവിന്റെ നമ്പർ നൽകുക (വകുപ്പ് 25)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cattle cannot leave before the order was made</source>
        <translation>ഉത്തരവിന് മുമ്പ് കന്നുകാലികളെ വിട്ടുകൊടുക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the fine to be recovered</source>
        <translation>ഈടാക്കേണ്ട പിഴത്തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the court&apos;s officer who took the cattle</source>
        <translation>കന്നുകാലികളെ ഏറ്റുവാങ്ങിയ കോടതി ഉദ്യോഗസ്ഥന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose at least one head</source>
        <translation>ഒരു ഉരുവിനെയെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A delivery cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് ഏൽപ്പിക്കൽ രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The cattle cannot leave before they were brought</source>
        <translation>പൗണ്ടിൽ എത്തിക്കുന്നതിന് മുമ്പ് കന്നുകാലികളെ വിട്ടുകൊടുക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No heads of case {case_no} are in the pound at {at}</source>
        <translation>{at}-ന് കേസ് {case_no}-ലെ ഒരു ഉരുവും പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A later release of this case is already recorded</source>
        <translation>ഈ കേസിൽ പിന്നീടുള്ള ഒരു വിട്ടുകൊടുക്കൽ നേരത്തെ രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Head {seqs} is not in the pound then</source>
        <translation>ഉരു {seqs} ആ സമയത്ത് പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads {seqs} are not in the pound then</source>
        <translation>ഉരുക്കൾ {seqs} ആ സമയത്ത് പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+54"/>
        <source>No fine {id}</source>
        <translation>പിഴ {id} ഇല്ല</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Choose the fine</source>
        <translation>പിഴ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the amount paid as compensation</source>
        <translation>നഷ്ടപരിഹാരമായി നൽകിയ തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name who receives the compensation</source>
        <translation>നഷ്ടപരിഹാരം ലഭിക്കുന്നയാളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the Magistrate&apos;s order</source>
        <translation>മജിസ്ട്രേറ്റിന്റെ ഉത്തരവ് നൽകുക</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only fines under ss. 24, 25 and 27 may go to compensation (s. 28)</source>
        <translation>വകുപ്പുകൾ 24, 25, 27 പ്രകാരമുള്ള പിഴകൾ മാത്രമേ നഷ്ടപരിഹാരമായി നൽകാനാവൂ (വകുപ്പ് 28)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only {left} of the fine of {fine} is left to appropriate</source>
        <translation>{fine} പിഴയിൽ നഷ്ടപരിഹാരമായി നൽകാൻ ബാക്കിയുള്ളത് {left} മാത്രം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The order cannot be before the fine was imposed</source>
        <translation>പിഴ ചുമത്തുന്നതിന് മുമ്പുള്ള തീയതിയിൽ ഉത്തരവ് പറ്റില്ല</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The end of the range is before its start</source>
        <translation>അവസാന തീയതി ആരംഭ തീയതിക്ക് മുമ്പാണ്</translation>
    </message>
</context>
<context>
    <name>periods</name>
    <message>
        <location filename="../../pound_desk/law/periods.py" line="+29"/>
        <source>the office must be open on at least one day of the week</source>
        <translation>ആഴ്ചയിൽ ഒരു ദിവസമെങ്കിലും ഓഫീസ് തുറന്നിരിക്കണം</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the office is closed for more than a year from that day</source>
        <translation>ആ ദിവസം മുതൽ ഒരു വർഷത്തിലേറെ ഓഫീസ് അടച്ചിരിക്കുന്നു</translation>
    </message>
</context>
<context>
    <name>photos</name>
    <message>
        <location filename="../../pound_desk/services/case/photos.py" line="+87"/>
        <source>{file} is not a JPEG or PNG photo that can be read</source>
        <translation>{file} വായിക്കാവുന്ന JPEG അല്ലെങ്കിൽ PNG ഫോട്ടോ അല്ല</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{file} is larger than {mb} MB: not a photo from a phone or camera</source>
        <translation>{file} {mb} MB-യിൽ കൂടുതലാണ്: ഫോണിൽ നിന്നോ ക്യാമറയിൽ നിന്നോ ഉള്ള ഫോട്ടോ അല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read {file}: {why}</source>
        <translation>{file} വായിക്കാൻ കഴിയുന്നില്ല: {why}</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+85"/>
        <source>No case {case_no} in the register</source>
        <translation>രജിസ്റ്ററിൽ {case_no} എന്ന കേസ് ഇല്ല</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Case {case_no} has no head {seq}</source>
        <translation>കേസ് {case_no}-ൽ ഉരു {seq} ഇല്ല</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The caption is longer than {n} characters</source>
        <translation>അടിക്കുറിപ്പ് {n} അക്ഷരങ്ങളിൽ കൂടുതലാണ്</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This photo is already attached to head {seq} of case {case_no}</source>
        <translation>ഈ ഫോട്ടോ കേസ് {case_no}-ലെ {seq}-ാം ഉരുവിന് ഇതിനകം ചേർത്തിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Say why the photo is withdrawn</source>
        <translation>ഫോട്ടോ പിൻവലിക്കുന്നത് എന്തുകൊണ്ടെന്ന് പറയുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No photo {id} in the register</source>
        <translation>രജിസ്റ്ററിൽ {id} എന്ന ഫോട്ടോ ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Photo {id} is already withdrawn</source>
        <translation>ഫോട്ടോ {id} ഇതിനകം പിൻവലിച്ചു</translation>
    </message>
</context>
<context>
    <name>pound</name>
    <message>
        <location filename="../../pound_desk/services/office/pound.py" line="+49"/>
        <source>Pound name</source>
        <translation>പൗണ്ടിന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place</source>
        <translation>സ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local authority</source>
        <translation>തദ്ദേശസ്ഥാപനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pound-keeper&apos;s name</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{label} is required</source>
        <translation>{label} നൽകണം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kind} is not cattle under s. 2(1)</source>
        <translation>{kind} വകുപ്പ് 2(1) പ്രകാരം കന്നുകാലിയല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose at least one kind of cattle</source>
        <translation>ഒരു കന്നുകാലി ഇനമെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This database already has a pound</source>
        <translation>ഈ ഡാറ്റാബേസിൽ ഇതിനകം ഒരു പൗണ്ട് ഉണ്ട്</translation>
    </message>
</context>
<context>
    <name>pounds</name>
    <message>
        <location filename="../../pound_desk/authority/pounds.py" line="+26"/>
        <source>The pound&apos;s capacity is the heads of cattle it can hold: a whole number from 1 to {most}</source>
        <translation>പൗണ്ടിന്റെ ശേഷി അതിൽ പാർപ്പിക്കാവുന്ന ഉരുക്കളുടെ എണ്ണമാണ്: 1 മുതൽ {most} വരെയുള്ള ഒരു പൂർണ്ണസംഖ്യ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the pound&apos;s name</source>
        <translation>പൗണ്ടിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That file does not hold a pound&apos;s public key (an Ed25519 PEM)</source>
        <translation>ഈ ഫയലിൽ പൗണ്ടിന്റെ പബ്ലിക് കീ (Ed25519 PEM) ഇല്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This key is already registered for {name} ({pound_id})</source>
        <translation>ഈ കീ {name} ({pound_id}) എന്ന പൗണ്ടിനായി ഇതിനകം രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No pound is registered with the id {pound_id}</source>
        <translation>{pound_id} എന്ന ഐഡിയിൽ ഒരു പൗണ്ടും രജിസ്റ്റർ ചെയ്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the pound&apos;s capacity</source>
        <translation>പൗണ്ടിന്റെ ശേഷി നൽകുക</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot read {path}: {error}</source>
        <translation>{path} വായിക്കാനാവുന്നില്ല: {error}</translation>
    </message>
</context>
<context>
    <name>protest</name>
    <message>
        <location filename="../../pound_desk/services/disputes/protest.py" line="+60"/>
        <source>The deposit of {paid} does not cover the fines and charges of {due}; {more} more is needed. Nothing was released.</source>
        <translation>നിക്ഷേപിച്ച {paid} പിഴയും ചാർജുമായ {due}-ന് തികയില്ല; {more} കൂടി വേണം. ഒന്നും വിട്ടുകൊടുത്തിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Who made the deposit?</source>
        <translation>ആരാണ് തുക നിക്ഷേപിച്ചത്?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The owner or the owner&apos;s agent</source>
        <translation>ഉടമയോ ഉടമയുടെ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An agent needs written authority: say what was shown</source>
        <translation>പ്രതിനിധിക്ക് രേഖാമൂലമുള്ള അധികാരം വേണം: കാണിച്ച രേഖ ഏതെന്ന് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Record what was said: the seizure is illegal and a complaint is about to be made (s. 14)</source>
        <translation>പറഞ്ഞത് രേഖപ്പെടുത്തുക: പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമാണ്, പരാതി നൽകാൻ പോകുന്നു (വകുപ്പ് 14)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose at least one head</source>
        <translation>ഒരു ഉരുവിനെയെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deposit cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്ത് നിക്ഷേപം രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A deposit cannot be before the cattle were brought</source>
        <translation>കന്നുകാലികളെ എത്തിക്കുന്നതിന് മുമ്പ് നിക്ഷേപം സ്വീകരിക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No heads of case {case_no} are in the pound at {at}</source>
        <translation>{at}-ന് കേസ് {case_no}-ലെ ഒരു ഉരുവും പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A later release of this case is already recorded</source>
        <translation>ഈ കേസിൽ ഇതിന് ശേഷമുള്ള ഒരു വിട്ടുകൊടുക്കൽ ഇതിനകം രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is due for these heads (no fine scale, no feeding rate): release them on payment (s. 12) on a nil receipt</source>
        <translation>ഈ ഉരുക്കൾക്ക് ഒന്നും അടയ്ക്കാനില്ല (പിഴ നിരക്കോ തീറ്റ നിരക്കോ ഇല്ല): പൂജ്യം തുകയുടെ രസീതോടെ പണമടച്ചുള്ള വിട്ടുകൊടുക്കലായി (വകുപ്പ് 12) വിട്ടുകൊടുക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deposit {number} was taken at {at}; deposits are numbered in order</source>
        <translation>നിക്ഷേപം {number} സ്വീകരിച്ചത് {at}-നാണ്; നിക്ഷേപങ്ങൾക്ക് ക്രമത്തിലാണ് നമ്പർ നൽകുന്നത്</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No deposit under protest {number}</source>
        <translation>{number} എന്ന പ്രതിഷേധ നിക്ഷേപം ഇല്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deposit {number} has already been refunded ({day})</source>
        <translation>നിക്ഷേപം {number} ഇതിനകം തിരികെ നൽകി ({day})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit {number} has already been refunded</source>
        <translation>നിക്ഷേപം {number} ഇതിനകം തിരികെ നൽകി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deposit {number} has already been converted ({day})</source>
        <translation>നിക്ഷേപം {number} ഇതിനകം പിഴയും ചാർജുമായി മാറ്റി ({day})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit {number} has already been converted</source>
        <translation>നിക്ഷേപം {number} ഇതിനകം പിഴയും ചാർജുമായി മാറ്റി</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A conversion cannot be dated in the future</source>
        <translation>പിഴയായി മാറ്റുന്നതിന് ഭാവിയിലെ തീയതി നൽകാനാവില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A complaint by {complainant} filed on {day} is pending: deposit {number} waits for its outcome</source>
        <translation>{day}-ന് {complainant} നൽകിയ പരാതി തീർപ്പാകാനുണ്ട്: തീർപ്പ് വരെ നിക്ഷേപം {number} കാത്തിരിക്കണം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Case {case_no} has no time of seizure: the s. 19 window cannot be reckoned; amend the entry first</source>
        <translation>കേസ് {case_no}-ൽ പിടിച്ചെടുത്ത സമയം ഇല്ല: വകുപ്പ് 19 പ്രകാരമുള്ള പരാതി സമയം കണക്കാക്കാനാവില്ല; ആദ്യം രേഖ തിരുത്തുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Complaints may be made until {last_day} (s. 19): the deposit can be converted from {first_day}</source>
        <translation>{last_day} വരെ പരാതി നൽകാം (വകുപ്പ് 19): {first_day} മുതൽ നിക്ഷേപം പിഴയും ചാർജുമായി മാറ്റാം</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Deposit {number} has not been refunded</source>
        <translation>നിക്ഷേപം {number} തിരികെ നൽകിയിട്ടില്ല</translation>
    </message>
</context>
<context>
    <name>rate_book</name>
    <message>
        <location filename="../../pound_desk/services/office/rate_book.py" line="+64"/>
        <source>from {day} the s. 11(1) fine is {fine} ({reference}): the enhanced fine of {amount} is more than double it and only {cap} is levied</source>
        <translation>{day} മുതൽ വകുപ്പ് 11(1) പ്രകാരമുള്ള പിഴ {fine} ({reference}) ആണ്: വർദ്ധിപ്പിച്ച പിഴയായ {amount} അതിന്റെ ഇരട്ടിയിലും കൂടുതലാണ്; {cap} മാത്രമേ ഈടാക്കൂ</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Enhanced fine for {kind} in {area} ({reference}): {reason}</source>
        <translation>{area}-ൽ {kind} ഇനത്തിനുള്ള വർദ്ധിപ്പിച്ച പിഴ ({reference}): {reason}</translation>
    </message>
</context>
<context>
    <name>rates</name>
    <message>
        <location filename="../../pound_desk/law/rates.py" line="+130"/>
        <source>no s. 11(1) fine for {kind} in {area} is in force on {day}, so the s. 11(2) cap cannot be checked</source>
        <translation>{day}-ന് {area}-ൽ {kind} ഇനത്തിന് വകുപ്പ് 11(1) പ്രകാരമുള്ള പിഴ നിലവിലില്ല; അതിനാൽ വകുപ്പ് 11(2)-ലെ പരിധി പരിശോധിക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{amount} exceeds double the s. 11(1) fine of {fine} ({reference}) for {kind} in {area}</source>
        <translation>{area}-ൽ {kind} ഇനത്തിനുള്ള വകുപ്പ് 11(1) പ്രകാരമുള്ള പിഴയായ {fine}-ന്റെ ({reference}) ഇരട്ടിയിലും കൂടുതലാണ് {amount}</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/office/rates.py" line="+19"/>
        <source>fine</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>notified enhanced fine</source>
        <translation>വിജ്ഞാപനം ചെയ്ത വർദ്ധിപ്പിച്ച പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>feeding rate</source>
        <translation>തീറ്റച്ചെലവ് നിരക്ക്</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Changing the rate tables</source>
        <translation>നിരക്ക് പട്ടിക മാറ്റൽ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line {n}</source>
        <translation>വരി {n}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Entry {n}</source>
        <translation>ഇനം {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a {type} for {kind} in {area} from {day} already exists ({amount}, {reference}); a revision needs a new effective date</source>
        <translation>{area}-ൽ {kind} ഇനത്തിന് {day} മുതലുള്ള {type} ഇതിനകം ഉണ്ട് ({amount}, {reference}); മാറ്റം വരുത്താൻ പുതിയ പ്രാബല്യ തീയതി വേണം</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>an amount cannot be negative</source>
        <translation>തുക നെഗറ്റീവ് ആകരുത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a rate cannot take effect before the notification or order that fixes it</source>
        <translation>നിരക്ക് നിശ്ചയിക്കുന്ന വിജ്ഞാപനത്തിനോ ഉത്തരവിനോ മുമ്പ് അത് പ്രാബല്യത്തിൽ വരില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the notification or order reference is required</source>
        <translation>വിജ്ഞാപനത്തിന്റെയോ ഉത്തരവിന്റെയോ നമ്പർ നൽകണം</translation>
    </message>
</context>
<context>
    <name>release_orders</name>
    <message>
        <location filename="../../pound_desk/services/disputes/release_orders.py" line="+73"/>
        <source>Choosing who may order a release (s. 18(2))</source>
        <translation>വിട്ടുകൊടുക്കാൻ ഉത്തരവിടാവുന്നവരെ തിരഞ്ഞെടുക്കൽ (വകുപ്പ് 18(2))</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>s. 18(2) names the Director, the local authority, the Magistrate and a civil court only</source>
        <translation>വകുപ്പ് 18(2)-ൽ ഡയറക്ടർ, തദ്ദേശസ്ഥാപനം, മജിസ്ട്രേറ്റ്, സിവിൽ കോടതി എന്നിവർ മാത്രമേയുള്ളൂ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At least one authority must be able to order a release</source>
        <translation>വിട്ടുകൊടുക്കാൻ ഉത്തരവിടാൻ ഒരു അധികാരിയെയെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/case/releases.py" line="+187"/>
        <source>The ownership of case {case_no} is contested ({claimants}, since {since}): its cattle are held and released only on a written order stating reasons (s. 18(2))</source>
        <translation>കേസ് {case_no}-ന്റെ ഉടമസ്ഥത തർക്കത്തിലാണ് ({claimants}, {since} മുതൽ): കന്നുകാലികളെ പൗണ്ടിൽ സൂക്ഷിക്കും; കാരണം വ്യക്തമാക്കിയ രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം മാത്രമേ വിട്ടുകൊടുക്കാവൂ (വകുപ്പ് 18(2))</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disputes/release_orders.py" line="+38"/>
        <source>Name who claims the cattle</source>
        <translation>കന്നുകാലികളെ അവകാശപ്പെടുന്നവരുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the date the ownership was contested</source>
        <translation>ഉടമസ്ഥത തർക്കത്തിലായ തീയതി നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The date cannot be in the future</source>
        <translation>ഭാവിയിലെ തീയതി നൽകാനാവില്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No heads of case {case_no} are in the pound</source>
        <translation>കേസ് {case_no}-ലെ ഒരു ഉരുവും പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case {case_no} is already marked as contested</source>
        <translation>കേസ് {case_no} ഇതിനകം തർക്കത്തിലുള്ളതായി രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The date is before the cattle were brought</source>
        <translation>കന്നുകാലികളെ പൗണ്ടിൽ എത്തിക്കുന്നതിന് മുമ്പുള്ള തീയതിയാണ്</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The scan of the order must be a PDF, JPEG or PNG file</source>
        <translation>ഉത്തരവിന്റെ പകർപ്പ് PDF, JPEG അല്ലെങ്കിൽ PNG ഫയൽ ആയിരിക്കണം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The scan {name} cannot be read: {error}</source>
        <translation>{name} എന്ന പകർപ്പ് വായിക്കാനാവുന്നില്ല: {error}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not a {kind} file</source>
        <translation>{name} ഒരു {kind} ഫയൽ അല്ല</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This office accepts release orders only from: {names} (the setting of s. 18(2) authorities)</source>
        <translation>ഈ ഓഫീസ് വിട്ടുകൊടുക്കൽ ഉത്തരവുകൾ സ്വീകരിക്കുന്നത് ഇവരിൽ നിന്ന് മാത്രം: {names} (വകുപ്പ് 18(2) അധികാരികളുടെ ക്രമീകരണം)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name the person who took the cattle</source>
        <translation>കന്നുകാലികളെ ഏറ്റുവാങ്ങിയ ആളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Say in what capacity the cattle were taken</source>
        <translation>ഏത് നിലയിലാണ് ഏറ്റുവാങ്ങിയതെന്ന് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose at least one head to release</source>
        <translation>വിട്ടുകൊടുക്കാൻ ഒരു ഉരുവിനെയെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A release cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്ത് വിട്ടുകൊടുക്കൽ രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cattle cannot leave before the order was made</source>
        <translation>ഉത്തരവ് ഉണ്ടാകുന്നതിന് മുമ്പ് കന്നുകാലികളെ വിട്ടുകൊടുക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attach the scan of the written order, or record that the order was seen and no scan kept, with the name of who saw it (s. 18(2))</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവിന്റെ സ്കാൻ ചേർക്കുക, അല്ലെങ്കിൽ ഉത്തരവ് കണ്ടുവെന്നും പകർപ്പ് സൂക്ഷിച്ചിട്ടില്ലെന്നും കണ്ടയാളുടെ പേരോടെ രേഖപ്പെടുത്തുക (വകുപ്പ് 18(2))</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>A release on a written order (s. 18(2))</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരമുള്ള വിട്ടുകൊടുക്കൽ (വകുപ്പ് 18(2))</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A release cannot be before the cattle were brought</source>
        <translation>കന്നുകാലികളെ എത്തിക്കുന്നതിന് മുമ്പ് വിട്ടുകൊടുക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No heads of case {case_no} are in the pound at {at}</source>
        <translation>{at}-ന് കേസ് {case_no}-ലെ ഒരു ഉരുവും പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A later release of this case is already recorded</source>
        <translation>ഈ കേസിൽ ഇതിന് ശേഷമുള്ള ഒരു വിട്ടുകൊടുക്കൽ ഇതിനകം രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Head {heads} is not in the pound then</source>
        <translation>ഉരു {heads} ആ സമയത്ത് പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads {heads} are not in the pound then</source>
        <translation>ഉരുക്കൾ {heads} ആ സമയത്ത് പൗണ്ടിൽ ഇല്ല</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No release on a written order numbered {number}</source>
        <translation>{number} എന്ന നമ്പറിൽ രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരമുള്ള വിട്ടുകൊടുക്കൽ ഇല്ല</translation>
    </message>
</context>
<context>
    <name>releases</name>
    <message>
        <location filename="../../pound_desk/services/case/releases.py" line="-155"/>
        <source>The payment of {paid} does not cover the dues of {due}; {more} more is needed. Nothing was released.</source>
        <translation>അടച്ച {paid} കുടിശ്ശികയായ {due}-ന് തികയില്ല; {more} കൂടി വേണം. ഒന്നും വിട്ടുകൊടുത്തിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The claimant&apos;s name is required (s. 12)</source>
        <translation>അവകാശിയുടെ പേര് നൽകണം (വകുപ്പ് 12)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The claimant is the owner or the owner&apos;s agent</source>
        <translation>അവകാശി ഉടമയോ ഉടമയുടെ പ്രതിനിധിയോ ആയിരിക്കണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An agent needs written authority: say what was shown</source>
        <translation>പ്രതിനിധിക്ക് രേഖാമൂലമുള്ള അധികാരം വേണം: കാണിച്ച രേഖ ഏതെന്ന് നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say whether the receipt for the cattle was signed in the register, by the owner or the agent, or refused (s. 12(b))</source>
        <translation>കന്നുകാലികളെ കൈപ്പറ്റിയതിന് രജിസ്റ്ററിൽ ഉടമയോ പ്രതിനിധിയോ ഒപ്പിട്ടോ, അതോ വിസമ്മതിച്ചോ എന്ന് രേഖപ്പെടുത്തുക (വകുപ്പ് 12(b))</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Signed by the agent: record the claimant as the owner&apos;s agent (s. 12(b))</source>
        <translation>പ്രതിനിധി ഒപ്പിട്ടു: അവകാശിയെ ഉടമയുടെ പ്രതിനിധിയായി രേഖപ്പെടുത്തുക (വകുപ്പ് 12(b))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose at least one head to release</source>
        <translation>വിട്ടുകൊടുക്കാൻ ഒരു ഉരുവിനെയെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A release cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്ത് വിട്ടുകൊടുക്കൽ രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A release cannot be before the cattle were brought</source>
        <translation>കന്നുകാലികളെ എത്തിക്കുന്നതിന് മുമ്പ് വിട്ടുകൊടുക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No heads of case {case_no} are in the pound at {at}</source>
        <translation>{at}-ന് കേസ് {case_no}-ലെ ഒരു ഉരുവും പൗണ്ടിലില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A later release of this case is already recorded</source>
        <translation>ഈ കേസിൽ ഇതിന് ശേഷമുള്ള ഒരു വിട്ടുകൊടുക്കൽ ഇതിനകം രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Receipt {number} was issued at {at}; receipts are issued in order, so a release cannot be dated before it</source>
        <translation>രസീത് {number} നൽകിയത് {at}-നാണ്; രസീതുകൾ ക്രമത്തിലാണ് നൽകുന്നത്, അതിനാൽ അതിന് മുമ്പുള്ള സമയത്ത് വിട്ടുകൊടുക്കൽ രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
</context>
<context>
    <name>reports</name>
    <message>
        <location filename="../../pound_desk/authority/reports.py" line="+45"/>
        <source>give a month as YYYY-MM or a year as YYYY, not {text}</source>
        <translation>മാസം YYYY-MM ആയോ വർഷം YYYY ആയോ നൽകുക, {text} അല്ല</translation>
    </message>
</context>
<context>
    <name>returns</name>
    <message>
        <location filename="../../pound_desk/services/return_period.py" line="+40"/>
        <source>Give the month as YYYY-MM (for example 2026-10)</source>
        <translation>മാസം YYYY-MM രൂപത്തിൽ നൽകുക (ഉദാഹരണം 2026-10)</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/returns.py" line="+69"/>
        <source>{month} ends on {end}: its return can be made from {day}</source>
        <translation>{month} അവസാനിക്കുന്നത് {end}-നാണ്: അതിന്റെ റിട്ടേൺ {day} മുതൽ തയ്യാറാക്കാം</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The pound&apos;s key in {folder} cannot be read ({error}): restore the keys folder from a backup, or move the file aside to make a new key and register it with the local authority</source>
        <translation>{folder}-ലെ പൗണ്ടിന്റെ കീ വായിക്കാനാവുന്നില്ല ({error}): കീ ഫോൾഡർ ബാക്കപ്പിൽ നിന്ന് പുനഃസ്ഥാപിക്കുക, അല്ലെങ്കിൽ ആ ഫയൽ മാറ്റിവച്ച് പുതിയ കീ ഉണ്ടാക്കി തദ്ദേശസ്ഥാപനത്തിൽ രജിസ്റ്റർ ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The return for {last} has been made (sequence {sequence}); a return for the earlier month {month} cannot follow it</source>
        <translation>{last}-ന്റെ റിട്ടേൺ നൽകിക്കഴിഞ്ഞു (ക്രമനമ്പർ {sequence}); അതിനു മുമ്പുള്ള {month}-ന്റെ റിട്ടേൺ ഇനി നൽകാനാവില്ല</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Another return of this month was exported meanwhile; export again</source>
        <translation>ഇതിനിടെ ഈ മാസത്തെ മറ്റൊരു റിട്ടേൺ എക്സ്പോർട്ട് ചെയ്തു; വീണ്ടും എക്സ്പോർട്ട് ചെയ്യുക</translation>
    </message>
</context>
<context>
    <name>roles</name>
    <message>
        <location filename="../../pound_desk/services/office/roles.py" line="+63"/>
        <source>Changing the authorities named by the Act</source>
        <translation>നിയമത്തിൽ പറയുന്ന അധികാരികളെ മാറ്റൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Required</source>
        <translation>നിർബന്ധം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The report goes to the local authority or the officer</source>
        <translation>റിപ്പോർട്ട് തദ്ദേശസ്ഥാപനത്തിനോ ഉദ്യോഗസ്ഥനോ ആണ് നൽകേണ്ടത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name the officer who receives the report</source>
        <translation>റിപ്പോർട്ട് സ്വീകരിക്കുന്ന ഉദ്യോഗസ്ഥന്റെ പേര് നൽകുക</translation>
    </message>
</context>
<context>
    <name>sale_corrections</name>
    <message>
        <location filename="../../pound_desk/services/disposal/sale_corrections.py" line="+117"/>
        <source>Sale {number} has already been reversed</source>
        <translation>വിൽപന {number} ഇതിനകം റദ്ദാക്കിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Case {case_no} was settled on {on}: the proceeds of this sale have been distributed (fines, feeding charges, the balance to the owner or the deposit, ss. 15, 16), so the sale can no longer be reversed</source>
        <translation>കേസ് {case_no} {on}-ന് കണക്കുതീർത്തു: ഈ വിൽപനയുടെ ലേലത്തുക വിതരണം ചെയ്തുകഴിഞ്ഞു (പിഴ, തീറ്റച്ചെലവ്, ബാക്കി ഉടമയ്ക്കോ നിക്ഷേപത്തിലേക്കോ, വകുപ്പുകൾ 15, 16); അതിനാൽ ഇനി വിൽപന റദ്ദാക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The return for {period} was sent on {on} with this sale in its accounts (s. 6), so the sale can no longer be reversed</source>
        <translation>ഈ വിൽപന കണക്കിലുൾപ്പെടുത്തി {period}-ന്റെ റിട്ടേൺ {on}-ന് അയച്ചുകഴിഞ്ഞു (വകുപ്പ് 6); അതിനാൽ ഇനി വിൽപന റദ്ദാക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No sale {number}</source>
        <translation>{number} എന്ന വിൽപനയില്ല</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Say why the sale is reversed</source>
        <translation>വിൽപന റദ്ദാക്കുന്നതിന്റെ കാരണം നൽകുക</translation>
    </message>
</context>
<context>
    <name>seizure</name>
    <message>
        <location filename="../../pound_desk/law/seizure.py" line="+90"/>
        <source>{label} is required</source>
        <translation>{label} നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{label} is too long ({length} characters; at most {most})</source>
        <translation>{label} വളരെ നീളം കൂടിയതാണ് ({length} അക്ഷരങ്ങൾ; പരമാവധി {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{label} has a control character</source>
        <translation>{label}: അനുവദനീയമല്ലാത്ത ഒരു നിയന്ത്രണ അക്ഷരം ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The Act came into force on {date} ({reference}); a seizure on {day} is not under it (s. 1(3))</source>
        <translation>നിയമം {date}-ന് പ്രാബല്യത്തിൽ വന്നു ({reference}); {day}-ലെ പിടിച്ചെടുക്കൽ ഈ നിയമപ്രകാരമല്ല (വകുപ്പ് 1(3))</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{area} is excluded from the Act from {date} ({reference}, s. 1(2)(b)); a seizure there on {day} is not under it</source>
        <translation>{area} {date} മുതൽ നിയമത്തിൽ നിന്ന് ഒഴിവാക്കിയിരിക്കുന്നു ({reference}, വകുപ്പ് 1(2)(b)); അവിടെ {day}-ലെ പിടിച്ചെടുക്കൽ ഈ നിയമപ്രകാരമല്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Head {n}: {kind} is cattle only from {date} ({reference}, s. 2(1)); it was seized on {day}</source>
        <translation>ഉരു {n}: {kind} {date} മുതൽ മാത്രമേ കന്നുകാലിയാകൂ ({reference}, വകുപ്പ് 2(1)); പിടിച്ചെടുത്തത് {day}-ന്</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local area of seizure</source>
        <translation>പിടിച്ചെടുത്ത തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s name</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s residence</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ താമസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner&apos;s name</source>
        <translation>ഉടമയുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner&apos;s residence</source>
        <translation>ഉടമയുടെ താമസം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Police aid</source>
        <translation>പോലീസ് സഹായം</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The day and hour brought is required (s. 7(b))</source>
        <translation>പൗണ്ടിൽ എത്തിച്ച തീയതിയും സമയവും നൽകണം (വകുപ്പ് 7(b))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day and hour brought cannot be in the future</source>
        <translation>എത്തിച്ച തീയതിയും സമയവും ഭാവിയിലാകരുത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The day brought cannot be before {year}, the year of the Act</source>
        <translation>എത്തിച്ച തീയതി നിയമം വന്ന {year}-നു മുമ്പാകരുത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The time of seizure is required</source>
        <translation>പിടിച്ചെടുത്ത സമയം നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seizure cannot be after the cattle were brought</source>
        <translation>കന്നുകാലികളെ എത്തിച്ചതിനു ശേഷമാകരുത് പിടിച്ചെടുത്ത സമയം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The time of seizure cannot be before {year}, the year of the Act</source>
        <translation>പിടിച്ചെടുത്ത സമയം നിയമം വന്ന {year}-നു മുമ്പാകരുത്</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose s. 9 (land) or s. 10 (public property)</source>
        <translation>വകുപ്പ് 9 (കൃഷിഭൂമി) അല്ലെങ്കിൽ വകുപ്പ് 10 (പൊതുസ്ഥലം) തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown capacity {capacity}</source>
        <translation>അറിയാത്ത പദവി {capacity}</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Enter at least one head of cattle (s. 7(a))</source>
        <translation>ഒരു ഉരുവിനെയെങ്കിലും ചേർക്കുക (വകുപ്പ് 7(a))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At most {most} heads in one entry; enter the rest as another case</source>
        <translation>ഒരു രേഖപ്പെടുത്തലിൽ പരമാവധി {most} ഉരുക്കൾ; ബാക്കിയുള്ളവ മറ്റൊരു കേസായി ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Head {n}: {kind} is not cattle under s. 2(1)</source>
        <translation>ഉരു {n}: {kind} വകുപ്പ് 2(1) പ്രകാരം കന്നുകാലിയല്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no kind</source>
        <translation>ഇനം നൽകിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head {n}: sex must be female, male or not known</source>
        <translation>ഉരു {n}: ലിംഗം പെൺ, ആൺ അല്ലെങ്കിൽ അറിയില്ല എന്നായിരിക്കണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Head {n}: the kind is female; it cannot be entered as male</source>
        <translation>ഉരു {n}: ഈ തരം പെൺ ആണ്; ആൺ എന്നു ചേർക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head {n}: the kind is male; it cannot be entered as female</source>
        <translation>ഉരു {n}: ഈ തരം ആൺ ആണ്; പെൺ എന്നു ചേർക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Head {n}: an ear tag number has exactly 12 digits</source>
        <translation>ഉരു {n}: ചെവിയിലെ ടാഗ് നമ്പറിന് കൃത്യം 12 അക്കങ്ങൾ വേണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>colour</source>
        <translation>നിറം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>marks</source>
        <translation>അടയാളങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head {n}: {problem}</source>
        <translation>ഉരു {n}: {problem}</translation>
    </message>
</context>
<context>
    <name>seizures</name>
    <message>
        <location filename="../../pound_desk/services/case/seizures.py" line="+67"/>
        <source>There is no fine scale at all for the local area {area}: no fine would be levied on any head (s. 11(1))</source>
        <translation>{area} എന്ന തദ്ദേശ പ്രദേശത്തിന് ഒരു പിഴനിരക്കും ഇല്ല: ഒരു ഉരുവിനും പിഴ ചുമത്തില്ല (വകുപ്പ് 11(1))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Head {n}: there is no fine scale for {kind} in {area}: no fine would be levied on it (s. 11(1))</source>
        <translation>ഉരു {n}: {area}-ൽ {kind}-ന് പിഴനിരക്ക് ഇല്ല: ഇതിന് പിഴ ചുമത്തില്ല (വകുപ്പ് 11(1))</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Case {case_no}: cases are numbered in the year they were brought ({year})</source>
        <translation>കേസ് {case_no}: കന്നുകാലികളെ എത്തിച്ച വർഷത്തിലാണ് കേസിന് നമ്പർ നൽകുന്നത് ({year})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Case {case_no} is already in the register</source>
        <translation>കേസ് {case_no} ഇതിനകം രജിസ്റ്ററിലുണ്ട്</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../pound_desk/services/office/settings.py" line="+62"/>
        <source>Choose daily, weekly or monthly returns</source>
        <translation>റിട്ടേൺ ദിവസേനയോ ആഴ്ചതോറുമോ മാസംതോറുമോ എന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose whether feeding charges are remitted or retained</source>
        <translation>തീറ്റച്ചെലവ് തദ്ദേശസ്ഥാപനത്തിലേക്ക് അടയ്ക്കുന്നോ പൗണ്ട് സൂക്ഷിപ്പുകാരൻ കൈവശം വെക്കുന്നോ എന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The office must be open on at least one day of the week</source>
        <translation>ആഴ്ചയിൽ ഒരു ദിവസമെങ്കിലും ഓഫീസ് തുറന്നിരിക്കണം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The letterhead has at most {count} lines</source>
        <translation>ലെറ്റർഹെഡിന് പരമാവധി {count} വരികൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A letterhead line has at most {count} characters</source>
        <translation>ലെറ്റർഹെഡിലെ ഒരു വരിയിൽ പരമാവധി {count} അക്ഷരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+55"/>
        <location line="+80"/>
        <source>Changing the office settings</source>
        <translation>ഓഫീസ് ക്രമീകരണങ്ങൾ മാറ്റൽ</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The Act was published on {date}: it cannot have come into force before it</source>
        <translation>നിയമം {date}-ന് പ്രസിദ്ധീകരിച്ചു: അതിനു മുമ്പ് പ്രാബല്യത്തിൽ വരാനാവില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the notification that appointed the date (s. 1(3))</source>
        <translation>തീയതി നിശ്ചയിച്ച വിജ്ഞാപനം നൽകുക (വകുപ്പ് 1(3))</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exclusion {n}: name the area</source>
        <translation>ഒഴിവാക്കൽ {n}: പ്രദേശത്തിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exclusion {n}: give the notification&apos;s reference (s. 1(2)(b))</source>
        <translation>ഒഴിവാക്കൽ {n}: വിജ്ഞാപനത്തിന്റെ നമ്പർ നൽകുക (വകുപ്പ് 1(2)(b))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exclusion {n}: the date it takes effect is before the Act came into force</source>
        <translation>ഒഴിവാക്കൽ {n}: പ്രാബല്യ തീയതി നിയമം പ്രാബല്യത്തിൽ വരുന്നതിനു മുമ്പാണ്</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+16"/>
        <source>Changing the closed days</source>
        <translation>അവധി ദിവസങ്ങൾ മാറ്റൽ</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Say why the office is closed (e.g. the holiday&apos;s name)</source>
        <translation>ഓഫീസ് അടച്ചിരിക്കുന്നതിന്റെ കാരണം നൽകുക (ഉദാ: അവധിയുടെ പേര്)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{day} is already a closed day</source>
        <translation>{day} ഇതിനകം അവധി ദിവസമാണ്</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{day} is not a closed day</source>
        <translation>{day} അവധി ദിവസമല്ല</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Name the printer</source>
        <translation>പ്രിന്ററിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A printer&apos;s name has at most {count} characters</source>
        <translation>പ്രിന്ററിന്റെ പേരിൽ പരമാവധി {count} അക്ഷരങ്ങൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the paper the printer takes</source>
        <translation>പ്രിന്ററിൽ ഉപയോഗിക്കുന്ന കടലാസ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
</context>
<context>
    <name>settlements</name>
    <message>
        <location filename="../../pound_desk/services/disposal/settlements.py" line="+73"/>
        <source>Case {case_no} has no sale proceeds or expenses of sale to settle</source>
        <translation>കേസ് {case_no}-ൽ കണക്കുതീർക്കാൻ ലേലത്തുകയോ ലേലച്ചെലവോ ഇല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 head of case {case_no} is still in the pound and may yet be sold; sell it first, or close the case&apos;s sales to settle what has been sold</source>
        <translation>കേസ് {case_no}-ലെ ഒരു ഉരു ഇപ്പോഴും പൗണ്ടിലുണ്ട്, ഇനിയും വിൽക്കാം; ആദ്യം അതിനെ വിൽക്കുക, അല്ലെങ്കിൽ വിറ്റതിന്റെ കണക്കുതീർപ്പിനായി കേസിന്റെ വിൽപന അവസാനിപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{held} heads of case {case_no} are still in the pound and may yet be sold; sell them first, or close the case&apos;s sales to settle what has been sold</source>
        <translation>കേസ് {case_no}-ലെ {held} ഉരുക്കൾ ഇപ്പോഴും പൗണ്ടിലുണ്ട്, ഇനിയും വിൽക്കാം; ആദ്യം അവയെ വിൽക്കുക, അല്ലെങ്കിൽ വിറ്റതിന്റെ കണക്കുതീർപ്പിനായി കേസിന്റെ വിൽപന അവസാനിപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A settlement cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് കണക്കുതീർപ്പ് രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The proceeds of {proceeds} fall short of the fines, feeding charges and expenses ({deductions}) by {shortfall}; the shortfall is written off only on the local authority&apos;s order</source>
        <translation>ലേലത്തുകയായ {proceeds}, പിഴയും തീറ്റച്ചെലവും ലേലച്ചെലവും ചേർന്ന {deductions}-നെക്കാൾ {shortfall} കുറവാണ്; തദ്ദേശസ്ഥാപനത്തിന്റെ ഉത്തരവ് പ്രകാരം മാത്രമേ ഈ കുറവ് എഴുതിത്തള്ളാനാവൂ</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The case was last settled at {at}</source>
        <translation>ഈ കേസ് അവസാനം കണക്കുതീർത്തത് {at}-നാണ്</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No settlement {id}</source>
        <translation>കണക്കുതീർപ്പ് {id} ഇല്ല</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Who took the account: the owner&apos;s or agent&apos;s name</source>
        <translation>കണക്ക് ഏറ്റുവാങ്ങിയത് ആര്: ഉടമയുടെയോ പ്രതിനിധിയുടെയോ പേര്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The owner or the owner&apos;s agent</source>
        <translation>ഉടമയോ ഉടമയുടെ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An account to the owner follows a sale on his refusal to pay (s. 15); this settlement&apos;s surplus is held in deposit (s. 16(3))</source>
        <translation>ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിച്ചതിനെ തുടർന്നുള്ള വിൽപനയ്ക്ക് ശേഷമാണ് ഉടമയ്ക്ക് കണക്ക് നൽകുന്നത് (വകുപ്പ് 15); ഈ കണക്കുതീർപ്പിലെ മിച്ചം നിക്ഷേപത്തിൽ സൂക്ഷിക്കുന്നു (വകുപ്പ് 16(3))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The account for this settlement has already been recorded</source>
        <translation>ഈ കണക്കുതീർപ്പിന്റെ കണക്ക് നേരത്തെ രേഖപ്പെടുത്തിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The case was settled at {at}; the account follows it</source>
        <translation>കേസ് കണക്കുതീർത്തത് {at}-നാണ്; കണക്ക് അതിനു ശേഷമേ നൽകാനാവൂ</translation>
    </message>
</context>
<context>
    <name>snapshots</name>
    <message>
        <location filename="../../pound_desk/models/snapshots.py" line="+140"/>
        <location line="+64"/>
        <source>{path} is missing</source>
        <translation>{path} കാണുന്നില്ല</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>{count} rows point at rows that are not there</source>
        <translation>{count} വരികൾ നിലവിലില്ലാത്ത വരികളിലേക്ക് ചൂണ്ടുന്നു</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>the file is damaged</source>
        <translation>ഫയലിന് കേടുപാടുണ്ട്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>ഡിസ്ക് നിറഞ്ഞിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk could not be read or written</source>
        <translation>ഡിസ്ക് വായിക്കാനോ അതിൽ എഴുതാനോ കഴിഞ്ഞില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another program is using the database; try again in a moment</source>
        <translation>മറ്റൊരു പ്രോഗ്രാം ഡാറ്റാബേസ് ഉപയോഗിക്കുന്നു; അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file or its folder cannot be written</source>
        <translation>ഫയലിലോ അതിന്റെ ഫോൾഡറിലോ എഴുതാനാവില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file could not be read or written</source>
        <translation>ഫയൽ വായിക്കാനോ അതിൽ എഴുതാനോ കഴിഞ്ഞില്ല</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>{name} did not pass its check: it read back damaged (the database copied may be damaged, or the disk written to failing)</source>
        <translation>{name} പരിശോധനയിൽ പരാജയപ്പെട്ടു: തിരികെ വായിച്ചപ്പോൾ അതിന് കേടുപാടുണ്ടായിരുന്നു (പകർത്തിയ ഡാറ്റാബേസിന് കേടുണ്ടാകാം, അല്ലെങ്കിൽ എഴുതിയ ഡിസ്കിന് തകരാറുണ്ടാകാം)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{table}: {got} not {expected}</source>
        <translation>{table}: {got}, {expected} അല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} does not hold what was copied ({difference})</source>
        <translation>പകർത്തിയതെല്ലാം {name}-ൽ ഇല്ല ({difference})</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>could not copy the database: {error}</source>
        <translation>ഡാറ്റാബേസ് പകർത്താനായില്ല: {error}</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <location line="+14"/>
        <source>could not write {path}: {error}</source>
        <translation>{path} എഴുതാനായില്ല: {error}</translation>
    </message>
</context>
<context>
    <name>tags</name>
    <message>
        <location filename="../../pound_desk/services/case/tags.py" line="+87"/>
        <source>No case in the register has the ear tag {tag}</source>
        <translation>ഇയർ ടാഗ് {tag} ഉള്ള കേസൊന്നും രജിസ്റ്ററിലില്ല</translation>
    </message>
</context>
<context>
    <name>unclaimed</name>
    <message>
        <location filename="../../pound_desk/services/disposal/footing.py" line="+36"/>
        <source>Case {case_no}: the ownership is contested ({claimants}); the cattle are held and leave only on a written order stating reasons (s. 18(2))</source>
        <translation>കേസ് {case_no}: ഉടമസ്ഥത തർക്കത്തിലാണ് ({claimants}); കന്നുകാലികളെ പൗണ്ടിൽ സൂക്ഷിക്കും, കാരണം വ്യക്തമാക്കിയ രേഖാമൂലമുള്ള ഉത്തരവ് പ്രകാരം മാത്രമേ വിട്ടുകൊടുക്കൂ (വകുപ്പ് 18(2))</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Case {case_no}: the owner refused the remaining cattle on {refused_on}; they are deemed unclaimed (s. 15(5)) and are sold only after a notice under s. 13(2) and its seven days</source>
        <translation>കേസ് {case_no}: {refused_on}-ന് ബാക്കി കന്നുകാലികളെ ഉടമ ഏറ്റുവാങ്ങിയില്ല; അവയെ അവകാശപ്പെടാത്തവയായി കണക്കാക്കും (വകുപ്പ് 15(5)), വകുപ്പ് 13(2) പ്രകാരമുള്ള നോട്ടീസും അതിനു ശേഷമുള്ള ഏഴു ദിവസവും കഴിഞ്ഞേ വിൽക്കാനാവൂ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Case {case_no}: no notice under s. 13(2) has been issued, and the owner has not refused to pay (s. 15(1)); the cattle cannot be sold</source>
        <translation>കേസ് {case_no}: വകുപ്പ് 13(2) പ്രകാരമുള്ള നോട്ടീസ് നൽകിയിട്ടില്ല, ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിച്ചിട്ടുമില്ല (വകുപ്പ് 15(1)); കന്നുകാലികളെ വിൽക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Case {case_no}: the notice is not yet {events}; the seven days run from the later of the affixing and the proclamations (s. 13(3))</source>
        <translation>കേസ് {case_no}: നോട്ടീസിന്റെ ഇവ ഇനിയും നടന്നിട്ടില്ല — {events}; പതിക്കലിലും വിളംബരങ്ങളിലും അവസാനം നടന്നതുമുതലാണ് ഏഴു ദിവസം കണക്കാക്കുന്നത് (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Case {case_no}: the cattle may be sold from {earliest}, seven clear days after the notice (s. 13(3)); this is 1 day early</source>
        <translation>കേസ് {case_no}: നോട്ടീസിനു ശേഷം ഏഴു മുഴുവൻ ദിവസം കഴിഞ്ഞ് {earliest} മുതലേ കന്നുകാലികളെ വിൽക്കാനാവൂ (വകുപ്പ് 13(3)); ഇത് ഒരു ദിവസം നേരത്തെയാണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case {case_no}: the cattle may be sold from {earliest}, seven clear days after the notice (s. 13(3)); this is {days} days early</source>
        <translation>കേസ് {case_no}: നോട്ടീസിനു ശേഷം ഏഴു മുഴുവൻ ദിവസം കഴിഞ്ഞ് {earliest} മുതലേ കന്നുകാലികളെ വിൽക്കാനാവൂ (വകുപ്പ് 13(3)); ഇത് {days} ദിവസം നേരത്തെയാണ്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/unclaimed_report.py" line="+152"/>
        <source>No case is due for the report under s. 13(1) on {day}: cattle are reported when seven days from impounding have passed unclaimed</source>
        <translation>{day}-ന് വകുപ്പ് 13(1) പ്രകാരം റിപ്പോർട്ട് ചെയ്യേണ്ട കേസ് ഒന്നുമില്ല: പൗണ്ടിലാക്കി ഏഴു ദിവസം കഴിഞ്ഞിട്ടും അവകാശപ്പെടാത്ത കന്നുകാലികളെയാണ് റിപ്പോർട്ട് ചെയ്യുന്നത്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name the officer who receives the report under Office → Authorities named by the Act</source>
        <translation>റിപ്പോർട്ട് സ്വീകരിക്കുന്ന ഉദ്യോഗസ്ഥന്റെ പേര് ഓഫീസ് → അധികാരികൾ എന്നതിൽ നൽകുക</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/notice_issue.py" line="+52"/>
        <source>Name the place of the sale (s. 13(3))</source>
        <translation>ലേലം നടക്കുന്ന സ്ഥലം നൽകുക (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the day and hour of the sale (s. 13(3))</source>
        <translation>ലേലത്തിന്റെ ദിവസവും സമയവും നൽകുക (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sale cannot be before {day}: the owner has seven days from the date of the notice (s. 13(3))</source>
        <translation>ലേലം {day}-ന് മുമ്പ് പാടില്ല: നോട്ടീസിന്റെ തീയതി മുതൽ ഏഴു ദിവസം ഉടമയ്ക്കുണ്ട് (വകുപ്പ് 13(3))</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A notice follows s. 13(1) (unclaimed) or s. 15(5) (refused)</source>
        <translation>നോട്ടീസ് നൽകുന്നത് വകുപ്പ് 13(1) (ആരും അവകാശപ്പെട്ടില്ല) അല്ലെങ്കിൽ വകുപ്പ് 15(5) (ഉടമ ഏറ്റുവാങ്ങിയില്ല) പ്രകാരമാണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name the village nearest the place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലത്തിന് ഏറ്റവും അടുത്ത ഗ്രാമത്തിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the market place nearest the place of seizure</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലത്തിന് ഏറ്റവും അടുത്ത ചന്തയുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A notice cannot be dated in the future</source>
        <translation>നോട്ടീസിന് ഭാവിയിലെ തീയതി പാടില്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The local authority or the officer issues the notice</source>
        <translation>നോട്ടീസ് നൽകുന്നത് തദ്ദേശസ്ഥാപനമോ ഉദ്യോഗസ്ഥനോ ആണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name the officer under Office → Authorities named by the Act</source>
        <translation>ഉദ്യോഗസ്ഥന്റെ പേര് ഓഫീസ് → അധികാരികൾ എന്നതിൽ നൽകുക</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>No cattle of case {case_no} are in the pound: there is nothing to give notice of</source>
        <translation>കേസ് {case_no}-ലെ കന്നുകാലികളൊന്നും പൗണ്ടിൽ ഇല്ല: നോട്ടീസ് നൽകാൻ ഒന്നുമില്ല</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>Choose heads that are still in the pound</source>
        <translation>ഇപ്പോഴും പൗണ്ടിലുള്ള ഉരുക്കളെ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose at least one head</source>
        <translation>ഒരു ഉരുവിനെയെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Case {case_no} has not been reported under s. 13(1); the notice follows the report</source>
        <translation>കേസ് {case_no} വകുപ്പ് 13(1) പ്രകാരം റിപ്പോർട്ട് ചെയ്തിട്ടില്ല; റിപ്പോർട്ടിനു ശേഷമാണ് നോട്ടീസ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The report under s. 13(1) was made on {made_on}; the notice cannot be dated before it</source>
        <translation>വകുപ്പ് 13(1) പ്രകാരമുള്ള റിപ്പോർട്ട് നൽകിയത് {made_on}-നാണ്; നോട്ടീസിന് അതിനു മുമ്പുള്ള തീയതി പാടില്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A notice under s. 13(2) for case {case_no} was already issued on {issued_on} (notice {notice}); a notice of record is not issued twice</source>
        <translation>കേസ് {case_no}-ന് വകുപ്പ് 13(2) പ്രകാരമുള്ള നോട്ടീസ് {issued_on}-ന് നേരത്തെ നൽകിയിട്ടുണ്ട് (നോട്ടീസ് {notice}); രേഖയിലുള്ള നോട്ടീസ് രണ്ടു തവണ നൽകില്ല</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The owner of case {case_no} has not refused the remaining cattle (s. 15(5))</source>
        <translation>കേസ് {case_no}-ലെ ഉടമ ബാക്കി കന്നുകാലികളെ ഏറ്റുവാങ്ങാൻ വിസമ്മതിച്ചിട്ടില്ല (വകുപ്പ് 15(5))</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The owner refused the remaining cattle on {refused_on}; the notice cannot be dated before it</source>
        <translation>ബാക്കി കന്നുകാലികളെ ഉടമ ഏറ്റുവാങ്ങാതിരുന്നത് {refused_on}-നാണ്; നോട്ടീസിന് അതിനു മുമ്പുള്ള തീയതി പാടില്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A notice after the owner&apos;s refusal (s. 15(5)) for case {case_no} was already issued</source>
        <translation>ഉടമ ഏറ്റുവാങ്ങാത്തതിനെ തുടർന്നുള്ള നോട്ടീസ് (വകുപ്പ് 15(5)) കേസ് {case_no}-ന് നേരത്തെ നൽകിയിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/notice_papers.py" line="+85"/>
        <location filename="../../pound_desk/services/disposal/notices.py" line="+91"/>
        <source>No notice N-{id}</source>
        <translation>നോട്ടീസ് N-{id} ഇല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/notices.py" line="+13"/>
        <source>Affixed, or proclaimed in the village or the market place</source>
        <translation>പതിച്ചതോ, ഗ്രാമത്തിലോ ചന്തയിലോ വിളംബരം ചെയ്തതോ എന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Say who affixed or proclaimed it</source>
        <translation>ആരാണ് പതിച്ചതെന്നോ വിളംബരം ചെയ്തതെന്നോ എഴുതുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This cannot be recorded for a day still to come</source>
        <translation>ഇനി വരാനുള്ള ഒരു ദിവസത്തേക്ക് ഇത് രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The notice was issued on {issued_on}; it cannot have been {event} before that</source>
        <translation>നോട്ടീസ് നൽകിയത് {issued_on}-നാണ്; അതിനു മുമ്പ് &apos;{event}&apos; എന്ന് രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Already recorded: {event} on {on} by {by_whom}. A record of the notice is not changed; if it is wrong, issue a fresh notice on the Director&apos;s or the local authority&apos;s order</source>
        <translation>നേരത്തെ രേഖപ്പെടുത്തിയിട്ടുണ്ട്: {event}, {on}-ന്, {by_whom}. നോട്ടീസിന്റെ രേഖ മാറ്റില്ല; തെറ്റാണെങ്കിൽ ഡയറക്ടറുടെയോ തദ്ദേശസ്ഥാപനത്തിന്റെയോ ഉത്തരവ് പ്രകാരം പുതിയ നോട്ടീസ് നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not stated</source>
        <translation>പറഞ്ഞിട്ടില്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/disposal/refusals.py" line="+63"/>
        <source>Give the name of the person who appeared</source>
        <translation>ഹാജരായ ആളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The owner or the owner&apos;s agent</source>
        <translation>ഉടമയോ ഉടമയുടെ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A refusal cannot be recorded in the future</source>
        <translation>ഭാവിയിലെ സമയത്തേക്ക് വിസമ്മതം രേഖപ്പെടുത്താനാവില്ല</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cattle were brought at {brought_at}; a refusal cannot be before that</source>
        <translation>കന്നുകാലികളെ പൗണ്ടിൽ എത്തിച്ചത് {brought_at}-നാണ്; വിസമ്മതം അതിനു മുമ്പാകാൻ പാടില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No cattle of case {case_no} were in the pound at {at}</source>
        <translation>{at}-ന് കേസ് {case_no}-ലെ കന്നുകാലികളൊന്നും പൗണ്ടിൽ ഉണ്ടായിരുന്നില്ല</translation>
    </message>
</context>
<context>
    <name>upper</name>
    <message>
        <location filename="../../pound_desk/authority/upper.py" line="+51"/>
        <source>Give the local authority&apos;s name</source>
        <translation>തദ്ദേശ സ്ഥാപനത്തിന്റെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That file does not hold a local authority&apos;s public key (an Ed25519 PEM)</source>
        <translation>ആ ഫയലിൽ ഒരു തദ്ദേശ സ്ഥാപനത്തിന്റെ പബ്ലിക് കീ (Ed25519 PEM) ഇല്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This key is already registered for {name} ({authority_id})</source>
        <translation>ഈ കീ {name} ({authority_id})-ന് മുമ്പേ രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot read {path}: {error}</source>
        <translation>{path} വായിക്കാനാവുന്നില്ല: {error}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not a forwarded file: it has no signed covering list</source>
        <translation>മുന്നോട്ട് അയച്ച ഫയലല്ല: ഒപ്പിട്ട പട്ടിക അതിലില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the covering list is too large to be one</source>
        <translation>പട്ടിക ഒരു പട്ടികയാകാൻ കഴിയാത്തത്ര വലുതാണ്</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the covering list cannot be read</source>
        <translation>പട്ടിക വായിക്കാനാവില്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the covering list is not of a format this Pound Desk reads</source>
        <translation>ഈ Pound Desk വായിക്കുന്ന രൂപത്തിലല്ല പട്ടിക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown local authority ({name}): its key&apos;s fingerprint {fingerprint} is not registered</source>
        <translation>അറിയാത്ത തദ്ദേശ സ്ഥാപനം ({name}): അതിന്റെ കീയുടെ വിരലടയാളം {fingerprint} രജിസ്റ്റർ ചെയ്തിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the covering list was changed after {name} signed it, or was not signed by its key</source>
        <translation>{name} ഒപ്പിട്ട ശേഷം പട്ടിക മാറ്റി, അല്ലെങ്കിൽ അതിന്റെ കീ കൊണ്ട് ഒപ്പിട്ടതല്ല</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the pound {name} sends its returns through {other}, not {authority}</source>
        <translation>{name} പൗണ്ട് റിട്ടേണുകൾ അയയ്ക്കുന്നത് {other} വഴിയാണ്, {authority} വഴിയല്ല</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{file} cannot be read as a forwarded file: {error}</source>
        <translation>{file} മുന്നോട്ട് അയച്ച ഫയലായി വായിക്കാനാവില്ല: {error}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>not in {authority}&apos;s covering list: not a return it received from a registered pound</source>
        <translation>{authority}-ന്റെ പട്ടികയിലില്ല: രജിസ്റ്റർ ചെയ്ത ഒരു പൗണ്ടിൽ നിന്ന് അതിന് ലഭിച്ച റിട്ടേണല്ല</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>listed by {authority}, but not in the file</source>
        <translation>{authority}-ന്റെ പട്ടികയിലുണ്ട്, പക്ഷേ ഫയലിലില്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too large to be a return</source>
        <translation>ഒരു റിട്ടേണാകാൻ കഴിയാത്തത്ര വലുത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not the return {authority} listed: its checksum differs</source>
        <translation>{authority} പട്ടികയിൽ ചേർത്ത റിട്ടേണല്ല: അതിന്റെ ചെക്ക്സം വ്യത്യസ്തം</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the covering list names no pound&apos;s key for it</source>
        <translation>പട്ടികയിൽ അതിന് ഒരു പൗണ്ടിന്റെ കീയും ഇല്ല</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not the return {authority} listed</source>
        <translation>{authority} പട്ടികയിൽ ചേർത്ത റിട്ടേണല്ല</translation>
    </message>
</context>
<context>
    <name>upper_users</name>
    <message>
        <location filename="../../pound_desk/authority/upper_users.py" line="+52"/>
        <source>Give the person&apos;s name</source>
        <translation>ആളുടെ പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The role is officer or auditor</source>
        <translation>ചുമതല officer (ഉദ്യോഗസ്ഥൻ) അല്ലെങ്കിൽ auditor (ഓഡിറ്റർ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password needs at least {count} characters</source>
        <translation>പാസ്‌വേഡിന് കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ വേണം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The first person is an officer</source>
        <translation>ആദ്യത്തെ ആൾ ഒരു ഉദ്യോഗസ്ഥനാണ്</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+14"/>
        <source>Only an officer adds people</source>
        <translation>ഒരു ഉദ്യോഗസ്ഥന് മാത്രമേ ആളുകളെ ചേർക്കാനാവൂ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is already here</source>
        <translation>{name} മുമ്പേ ഇവിടെയുണ്ട്</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No one is registered here yet: add the first officer ({command} user add NAME --role officer)</source>
        <translation>ഇവിടെ ഇതുവരെ ആരെയും ചേർത്തിട്ടില്ല: ആദ്യത്തെ ഉദ്യോഗസ്ഥനെ ചേർക്കുക ({command} user add NAME --role officer)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sign in: give --user NAME and the password</source>
        <translation>സൈൻ ഇൻ ചെയ്യുക: --user NAME-ഉം പാസ്‌വേഡും നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The name or the password is wrong</source>
        <translation>പേരോ പാസ്‌വേഡോ തെറ്റാണ്</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is an auditor: an auditor reads and changes nothing</source>
        <translation>{name} ഒരു ഓഡിറ്ററാണ്: ഓഡിറ്റർ വായിക്കുന്നു, ഒന്നും മാറ്റുന്നില്ല</translation>
    </message>
</context>
<context>
    <name>users</name>
    <message>
        <location filename="../../pound_desk/services/desk/passwords.py" line="+123"/>
        <source>A password has at least {count} characters</source>
        <translation>പാസ്‌വേഡിന് കുറഞ്ഞത് {count} അക്ഷരങ്ങൾ വേണം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two passwords differ</source>
        <translation>രണ്ട് പാസ്‌വേഡുകളും ഒന്നല്ല</translation>
    </message>
    <message>
        <location filename="../../pound_desk/services/desk/users.py" line="+91"/>
        <source>{first} or {second}</source>
        <translation>{first} അല്ലെങ്കിൽ {second}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You signed in with a one-time password: choose your own password first</source>
        <translation>നിങ്ങൾ ഒറ്റത്തവണ പാസ്‌വേഡ് ഉപയോഗിച്ചാണ് പ്രവേശിച്ചത്: ആദ്യം സ്വന്തം പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{what}: only a {roles} may do this; you are signed in as {name} ({role})</source>
        <translation>{what}: ഇത് {roles} മാത്രമേ ചെയ്യാവൂ; നിങ്ങൾ {name} ({role}) ആയാണ് പ്രവേശിച്ചിരിക്കുന്നത്</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>An auditor reads and prints and changes nothing</source>
        <translation>ഓഡിറ്റർക്ക് വായിക്കാനും അച്ചടിക്കാനും മാത്രം; ഒന്നും മാറ്റാൻ കഴിയില്ല</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+80"/>
        <source>No user {name}</source>
        <translation>{name} എന്ന ഉപയോക്താവ് ഇല്ല</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The user&apos;s name is required</source>
        <translation>ഉപയോക്താവിന്റെ പേര് നൽകണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is already a user {name}</source>
        <translation>{name} എന്ന പേരിൽ ഒരു ഉപയോക്താവ് ഇപ്പോൾത്തന്നെ ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose keeper, supervisor or auditor</source>
        <translation>സൂക്ഷിപ്പുകാരൻ, മേൽനോട്ട ഉദ്യോഗസ്ഥൻ, ഓഡിറ്റർ എന്നിവയിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name the pound-keeper this account is for (s. 5)</source>
        <translation>ഈ അക്കൗണ്ട് ഏത് പൗണ്ട് സൂക്ഷിപ്പുകാരന്റേതാണെന്ന് നൽകുക (വകുപ്പ് 5)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Adding a user</source>
        <translation>ഉപയോക്താവിനെ ചേർക്കൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first user is the supervising officer</source>
        <translation>ആദ്യ ഉപയോക്താവ് മേൽനോട്ട ഉദ്യോഗസ്ഥനാണ്</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The present password is wrong</source>
        <translation>ഇപ്പോഴത്തെ പാസ്‌വേഡ് തെറ്റാണ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changing another user&apos;s password</source>
        <translation>മറ്റൊരാളുടെ പാസ്‌വേഡ് മാറ്റൽ</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Your password was reset by {by} on {at}. The one you were given works only to choose your own: choose it now.</source>
        <translation>നിങ്ങളുടെ പാസ്‌വേഡ് {at}-ന് {by} പുനഃസജ്ജമാക്കി. നൽകിയ പാസ്‌വേഡ് സ്വന്തം പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ മാത്രം ഉപകരിക്കും: ഇപ്പോൾ തിരഞ്ഞെടുക്കുക.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Disabling or enabling a user</source>
        <translation>ഉപയോക്താവിനെ പ്രവർത്തനരഹിതമാക്കലും വീണ്ടും പ്രവർത്തനക്ഷമമാക്കലും</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} is already enabled</source>
        <translation>{name} ഇപ്പോൾത്തന്നെ പ്രവർത്തനക്ഷമമാണ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already disabled</source>
        <translation>{name} ഇപ്പോൾത്തന്നെ പ്രവർത്തനരഹിതമാണ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot disable your own account</source>
        <translation>സ്വന്തം അക്കൗണ്ട് പ്രവർത്തനരഹിതമാക്കാൻ കഴിയില്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last supervising user stays enabled</source>
        <translation>അവസാനത്തെ മേൽനോട്ട ഉദ്യോഗസ്ഥനെ പ്രവർത്തനരഹിതമാക്കാൻ കഴിയില്ല</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The name or the password is wrong</source>
        <translation>പേരോ പാസ്‌വേഡോ തെറ്റാണ്</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>The name or the password is wrong. {tries} wrong tries: wait {seconds} seconds</source>
        <translation>പേരോ പാസ്‌വേഡോ തെറ്റാണ്. {tries} തവണ തെറ്റി: {seconds} സെക്കൻഡ് കാത്തിരിക്കുക</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Too many wrong tries: wait {seconds} seconds</source>
        <translation>പലതവണ തെറ്റി: {seconds} സെക്കൻഡ് കാത്തിരിക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name</source>
        <translation>പേര് നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type your password</source>
        <translation>പാസ്‌വേഡ് നൽകുക</translation>
    </message>
    <message>
        <location line="-301"/>
        <location line="+319"/>
        <source>The account {name} is disabled: ask the supervising officer</source>
        <translation>{name} എന്ന അക്കൗണ്ട് പ്രവർത്തനരഹിതമാണ്: മേൽനോട്ട ഉദ്യോഗസ്ഥനോട് ചോദിക്കുക</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This one-time password was used already, on {at}, to choose a password: ask the supervising officer</source>
        <translation>ഈ ഒറ്റത്തവണ പാസ്‌വേഡ് {at}-ന് ഒരു പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ ഇതിനകം ഉപയോഗിച്ചു: മേൽനോട്ട ഉദ്യോഗസ്ഥനോട് ചോദിക്കുക</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>The pound-keeper {name} is suspended from {since} ({reference}) and cannot make entries (s. 5(3))</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരൻ {name} {since} മുതൽ സസ്പെൻഷനിലാണ് ({reference}); രേഖപ്പെടുത്തലുകൾ നടത്താൻ കഴിയില്ല (വകുപ്പ് 5(3))</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pound-keeper {name} is removed from {since} ({reference}) and cannot make entries (s. 5(3))</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരൻ {name} {since} മുതൽ നീക്കം ചെയ്യപ്പെട്ടു ({reference}); രേഖപ്പെടുത്തലുകൾ നടത്താൻ കഴിയില്ല (വകുപ്പ് 5(3))</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is not the pound-keeper in office on {day} (s. 5(3))</source>
        <translation>{day}-ന് ചുമതലയിലുള്ള പൗണ്ട് സൂക്ഷിപ്പുകാരൻ {name} അല്ല (വകുപ്പ് 5(3))</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Between {low} and {high} minutes</source>
        <translation>{low} മുതൽ {high} മിനിറ്റ് വരെ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Changing the lock time</source>
        <translation>ലോക്ക് സമയം മാറ്റൽ</translation>
    </message>
</context>
</TS>
