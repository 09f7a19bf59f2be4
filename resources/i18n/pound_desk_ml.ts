<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ml_IN">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../pound_desk/ui/about_dialog.py" line="+28"/>
        <source>About Pound Desk / where is my data</source>
        <translation>വിവരം, ഡാറ്റ എവിടെ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Help</source>
        <translation>സഹായം (&amp;H)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About Pound Desk</source>
        <translation>പൗണ്ട് ഡെസ്കിനെക്കുറിച്ച്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Pound Desk %1</source>
        <translation>പൗണ്ട് ഡെസ്ക്&lt;/b&gt; — version / പതിപ്പ് %1</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>സോഴ്സിൽ നിന്ന്: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Where is my data</source>
        <translation>ഡാറ്റ എവിടെ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Database</source>
        <translation>ഡാറ്റാബേസ്:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Documents (PDFs)</source>
        <translation>രേഖകൾ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data folder</source>
        <translation>ഡാറ്റ ഫോൾഡർ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backups</source>
        <translation>ബാക്കപ്പുകൾ:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copies before upgrades</source>
        <translation>അപ്ഗ്രേഡിന് മുമ്പുള്ള പകർപ്പുകൾ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These stay when the program is upgraded or removed. Back up this folder (copy it to a USB stick) regularly.</source>
        <translation>പ്രോഗ്രാം പുതുക്കുമ്പോഴോ നീക്കം ചെയ്യുമ്പോഴോ ഇവ നഷ്ടപ്പെടില്ല. ഈ ഫോൾഡർ പതിവായി USB-യിലേക്ക് പകർത്തി സൂക്ഷിക്കുക.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The database is inside the program&apos;s folder: move it out before the next upgrade.</source>
        <translation>ഡാറ്റാബേസ് പ്രോഗ്രാം ഫോൾഡറിലാണ്: മാറ്റുക.</translation>
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
        <location line="+8"/>
        <source>Pound Desk is free software under the GNU GPL, version 3 or later; it comes with no warranty.</source>
        <translation>പൗണ്ട് ഡെസ്ക് സ്വതന്ത്ര സോഫ്റ്റ്‌വെയർ ആണ് (GNU GPL 3).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full texts</source>
        <translation>പൂർണ്ണരൂപം:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
</context>
<context>
    <name>AccountDialog</name>
    <message>
        <location filename="../../pound_desk/ui/auction/settlement_dialog.py" line="+160"/>
        <source>Account to the owner (s. 15(3)) — %1</source>
        <translation>ഉടമയ്ക്കുള്ള കണക്ക് — %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Show and print the account</source>
        <translation>കണക്ക് അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Took the remaining cattle and the balance, and signed the receipt (s. 15(4))</source>
        <translation>ഏറ്റുവാങ്ങി രസീത് ഒപ്പിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused them: deemed unclaimed (s. 15(5))</source>
        <translation>ഏറ്റുവാങ്ങാൻ വിസമ്മതിച്ചു</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The owner&apos;s answer is already recorded</source>
        <translation>രേഖപ്പെടുത്തിക്കഴിഞ്ഞു</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Account to the owner</source>
        <translation>ഉടമയ്ക്കുള്ള കണക്ക്</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Recorded: the remaining cattle delivered and %1 paid</source>
        <translation>ഏൽപ്പിച്ചു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recorded: refused; %1 held in deposit, the cattle are unclaimed and go to notice (s. 15(5))</source>
        <translation>വിസമ്മതിച്ചു; തുക നിക്ഷേപത്തിൽ</translation>
    </message>
</context>
<context>
    <name>AmendDialog</name>
    <message>
        <location filename="../../pound_desk/ui/amend_dialog.py" line="+36"/>
        <source>Amend an entry — %1</source>
        <translation>വിവരം തിരുത്തുക — %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>e.g. owner&apos;s name misspelt</source>
        <translation>ഉദാ: പേര് തെറ്റി</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+2"/>
        <source>Save amendment (Ctrl+Enter)</source>
        <translation>തിരുത്തൽ സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>AppropriationsTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+302"/>
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
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The fine (ss. 24, 25, 27)</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid as compensation, rupees</source>
        <translation>നഷ്ടപരിഹാരം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Magistrate&apos;s order</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order dated</source>
        <translation>ഉത്തരവിന്റെ തീയതി</translation>
    </message>
</context>
<context>
    <name>AuctionWindow</name>
    <message>
        <location filename="../../pound_desk/ui/auction/auction_window.py" line="+47"/>
        <source>Public auction</source>
        <translation>പരസ്യലേലം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New auction…</source>
        <translation>പുതിയ ലേലം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Auction</source>
        <translation>ലേലം:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lots</source>
        <translation>ലോട്ടുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bidders (s. 18(1))</source>
        <translation>ലേലക്കാർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell a lot</source>
        <translation>ലോട്ട് വിൽക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <translation>ലേലത്തുക തീർപ്പാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+18"/>
        <location line="+130"/>
        <location line="+8"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Lot?</source>
        <translation>ലോട്ടിൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Head</source>
        <translation>നം.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footing</source>
        <translation>അടിസ്ഥാനം</translation>
    </message>
    <message>
        <location line="+0"/>
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
        <location line="+72"/>
        <source>Lot</source>
        <translation>ലോട്ട്</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Heads</source>
        <translation>കന്നുകാലികൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buyer&apos;s receipt</source>
        <translation>രസീത്</translation>
    </message>
    <message>
        <location line="+0"/>
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
        <translation>ലേലസമയത്ത് പൗണ്ടിലുള്ളവ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lots, in the order of sale</source>
        <translation>ലോട്ടുകൾ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The bidder has signed this declaration</source>
        <translation>ലേലക്കാരൻ ഈ സത്യപ്രസ്താവനയിൽ ഒപ്പിട്ടു</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Residence</source>
        <translation>താമസസ്ഥലം</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Register the bidder</source>
        <translation>ലേലക്കാരനെ ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>നം.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declaration</source>
        <translation>സത്യപ്രസ്താവന</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check against the lists (s. 18(1))</source>
        <translation>പട്ടിക പരിശോധന</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Buyer (from the bidder register)</source>
        <translation>വാങ്ങുന്നയാൾ</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <translation>രസീത് അച്ചടിക്കുക</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>e.g. drum and crier</source>
        <translation>ഉദാ: ചെണ്ടയും വിളംബരക്കാരനും</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Amount, rupees</source>
        <translation>തുക (രൂപ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>For</source>
        <translation>എന്തിന്</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Spent on</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter the expense</source>
        <translation>ചെലവ് ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amount</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No auction yet: create one</source>
        <translation>ലേലമില്ല: പുതിയത് ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>not sold</source>
        <translation>വിറ്റില്ല</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>signed</source>
        <translation>ഒപ്പിട്ടു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match</source>
        <translation>പൊരുത്തമില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — on a list under s. 18(1)</source>
        <translation>വിലക്കുള്ളയാൾ</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Sold: lot %1 to %2 for %3; buyer&apos;s receipt %4</source>
        <translation>വിറ്റു</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Buyer&apos;s receipt — %1</source>
        <translation>രസീത് — %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sale list</source>
        <translation>ലേലപ്പട്ടിക</translation>
    </message>
</context>
<context>
    <name>AuthoritiesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/authorities_dialog.py" line="+33"/>
        <source>Pound, areas and lists</source>
        <translation>പൗണ്ട്, പ്രദേശങ്ങൾ, പട്ടികകൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pound (s. 3)</source>
        <translation>പൗണ്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Villages and markets</source>
        <translation>ഗ്രാമങ്ങൾ, ചന്തകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kinds of cattle</source>
        <translation>ഇനങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lists (ss. 10, 18)</source>
        <translation>പട്ടികകൾ</translation>
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
        <translation>തദ്ദേശ സ്ഥാപനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order establishing the pound (s. 3(1))</source>
        <translation>സ്ഥാപന ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Local areas it serves, separated by commas (s. 3(2))</source>
        <translation>സേവന പ്രദേശങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Neighbouring local areas</source>
        <translation>അയൽ പ്രദേശങ്ങൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save the pound&apos;s particulars</source>
        <translation>സൂക്ഷിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Saved</source>
        <translation>സൂക്ഷിച്ചു</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <source>Local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <source>Village or market</source>
        <translation>ഗ്രാമം/ചന്ത</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+81"/>
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
        <translation>ഇനം</translation>
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
        <translation>കോഡ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>English name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Malayalam name</source>
        <translation>മലയാളം പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Government notification</source>
        <translation>വിജ്ഞാപനം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In force from</source>
        <translation>മുതൽ</translation>
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
        <translation>ആധാരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Until (to end the chosen entry)</source>
        <translation>വരെ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to the list</source>
        <translation>ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the chosen entry</source>
        <translation>അവസാനിപ്പിക്കുക</translation>
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
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+91"/>
        <source>The 1961 text names the Director, the local authority, the Magistrate and a civil court; later amendments moved these powers to the local authority. Choose whose orders this office accepts.</source>
        <translation>ഏതൊക്കെ അധികാരികളുടെ ഉത്തരവുകൾ സ്വീകരിക്കാം എന്ന് തിരഞ്ഞെടുക്കുക.</translation>
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
        <translation>അതിനുമുമ്പ് നാലു പേരും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In force</source>
        <translation>പ്രാബല്യത്തിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All four, as the 1961 text says</source>
        <translation>നാലു പേരും (1961 നിയമം)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Saved</source>
        <translation>സൂക്ഷിച്ചു</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <location filename="../../pound_desk/ui/backups_dialog.py" line="+39"/>
        <source>none</source>
        <translation>ഇല്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made %1 (%2). It holds %3 cases; the last receipt is %4.</source>
        <translation>%1-ന് എടുത്തത്. ഇതിൽ %3 കേസുകൾ; അവസാന രസീത് %4.</translation>
    </message>
    <message>
        <location line="+249"/>
        <source>&amp;File</source>
        <translation>ഫയൽ (&amp;F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Backups…</source>
        <translation>ബാക്കപ്പുകൾ…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Today&apos;s backup made and checked: %1</source>
        <translation>ഇന്നത്തെ ബാക്കപ്പ് എടുത്തു: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Backup</source>
        <translation>ബാക്കപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s backup could not be made:
%1</source>
        <translation>ഇന്നത്തെ ബാക്കപ്പ് എടുക്കാനായില്ല:
%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Pound Desk</source>
        <translation>പൗണ്ട് ഡെസ്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pound Desk is already open on this database (%1).
Use that window: only one copy works on the register at a time.</source>
        <translation>പൗണ്ട് ഡെസ്ക് ഈ ഡാറ്റാബേസിൽ ഇതിനകം തുറന്നിട്ടുണ്ട്. ആ ജാലകം ഉപയോഗിക്കുക.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The pound&apos;s database failed its check and may be damaged. Pound Desk will not start on it.</source>
        <translation>പൗണ്ടിന്റെ ഡാറ്റാബേസ് പരിശോധനയിൽ പരാജയപ്പെട്ടു; കേടായിരിക്കാം. ഇതിൽ തുടങ്ങില്ല.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>The newest good backup</source>
        <translation>ഏറ്റവും പുതിയ നല്ല ബാക്കപ്പ്:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Restoring it keeps the damaged file aside (never deleted). Entries made after the backup must be entered again from the paper records.</source>
        <translation>കേടായ ഫയൽ മാറ്റിവയ്ക്കും. ബാക്കപ്പിനു ശേഷമുള്ള രേഖകൾ വീണ്ടും ചേർക്കണം.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No good backup was found in %1. Keep the file as it is and ask for help.</source>
        <translation>നല്ല ബാക്കപ്പ് കണ്ടെത്തിയില്ല. ഫയൽ അതേപടി സൂക്ഷിച്ച് സഹായം തേടുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database is damaged</source>
        <translation>ഡാറ്റാബേസ് കേടായി</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+15"/>
        <source>Restore this backup</source>
        <translation>ഈ ബാക്കപ്പ് പുനഃസ്ഥാപിക്കുക</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+17"/>
        <source>Quit</source>
        <translation>പുറത്തുകടക്കുക</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The pound&apos;s database is missing from %1, but there are backups of it.</source>
        <translation>ഡാറ്റാബേസ് കാണാനില്ല, എന്നാൽ അതിന്റെ ബാക്കപ്പുകൾ ഉണ്ട്.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The database is missing</source>
        <translation>ഡാറ്റാബേസ് കാണാനില്ല</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start a new, empty register</source>
        <translation>പുതിയ ശൂന്യ രജിസ്റ്റർ</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Restored</source>
        <translation>പുനഃസ്ഥാപിച്ചു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The register was restored from the backup made %1. The file it replaced is kept in %2.</source>
        <translation>ബാക്കപ്പിൽ നിന്ന് രജിസ്റ്റർ പുനഃസ്ഥാപിച്ചു.</translation>
    </message>
</context>
<context>
    <name>BackupsDialog</name>
    <message>
        <location line="-383"/>
        <source>Backups</source>
        <translation>ബാക്കപ്പുകൾ:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept in: %1</source>
        <translation>സൂക്ഷിക്കുന്നത്: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Made at the first start of each day, before every upgrade and on closing; kept: 7 daily, 5 weekly, 12 monthly. Each is read back and checked.</source>
        <translation>ദിവസത്തെ ആദ്യ തുടക്കത്തിലും പുതുക്കലിനു മുമ്പും അടയ്ക്കുമ്പോഴും എടുക്കുന്നു; ഓരോന്നും വീണ്ടും വായിച്ച് പരിശോധിക്കുന്നു.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Made</source>
        <translation>എടുത്തത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
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
        <translation>ഫോൾഡറിലേക്കോ USB-യിലേക്കോ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore…</source>
        <translation>പുനഃസ്ഥാപിക്കുക…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore from a file…</source>
        <translation>ഫയലിൽ നിന്ന്…</translation>
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
        <translation>ബാക്കപ്പുകൾ</translation>
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
        <location line="+2"/>
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
        <location line="+9"/>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaseViewDialog</name>
    <message>
        <location filename="../../pound_desk/ui/case_view.py" line="+72"/>
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
        <location line="+5"/>
        <source>No.</source>
        <translation>നം.</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="-5"/>
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
        <location line="+3"/>
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
        <translation>പകർപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log today&apos;s feeding</source>
        <translation>ഇന്നത്തെ തീറ്റ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release…</source>
        <translation>വിട്ടുകൊടുക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amend…</source>
        <translation>തിരുത്തുക</translation>
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
        <location line="+57"/>
        <source>Case %1</source>
        <translation>കേസ് %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>not known</source>
        <translation>അറിയില്ല</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>None</source>
        <translation>ഇല്ല</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dues as of %1</source>
        <translation>ഇതുവരെയുള്ള തുക</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <translation>അയൽ പ്രദേശത്തുനിന്ന്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seized in %1, outside the area this pound serves (s. 3(2))</source>
        <translation>സേവന പ്രദേശത്തിന് പുറത്തുനിന്ന്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unclaimed report due on %1 (s. 13(1))</source>
        <translation>റിപ്പോർട്ട് നൽകേണ്ട തീയതി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Complaints may be made until %1 (s. 19)</source>
        <translation>പരാതി നൽകാവുന്ന അവസാന തീയതി</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Print receipt %1</source>
        <translation>രസീത്</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Seizer&apos;s copy — %1</source>
        <translation>പകർപ്പ് — %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Receipt — %1</source>
        <translation>രസീത് — %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fed and watered today: %1 head logged</source>
        <translation>ഇന്നത്തെ തീറ്റ രേഖപ്പെടുത്തി</translation>
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
        <location filename="../../pound_desk/ui/accounts/cash_book_dialog.py" line="+45"/>
        <source>Cash book and balances</source>
        <translation>രൊക്കം പുസ്തകവും ബാക്കിയും</translation>
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
        <translation>ബാക്കി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show</source>
        <translation>കാണുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;PDF</source>
        <translation>പി.ഡി.എഫ് (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;CSV…</source>
        <translation>CSV സൂക്ഷിക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cash: opening %1, received %2, paid %3, closing %4; cash lines: %5</source>
        <translation>രൊക്കം: മുൻബാക്കി, വരവ്, ചെലവ്, നീക്കിയിരിപ്പ്</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Making the cash book…</source>
        <translation>തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cash book %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Saved: %1</source>
        <translation>സൂക്ഷിച്ചു: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the cash book as CSV</source>
        <translation>CSV ആയി സൂക്ഷിക്കുക</translation>
    </message>
</context>
<context>
    <name>ChangePasswordDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/users_dialog.py" line="+215"/>
        <source>Change my password</source>
        <translation>എന്റെ പാസ്‌വേഡ് മാറ്റുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Signed in as %1</source>
        <translation>പ്രവേശിച്ചത്</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Present password</source>
        <translation>ഇപ്പോഴത്തെ പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New password, at least 8 characters</source>
        <translation>പുതിയ പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New password again</source>
        <translation>വീണ്ടും</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Change</source>
        <translation>മാറ്റുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No one is signed in: there is no password to change</source>
        <translation>ആരും പ്രവേശിച്ചിട്ടില്ല</translation>
    </message>
</context>
<context>
    <name>CloseDayDialog</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/close_day_dialog.py" line="+30"/>
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
        <translation>പ്രസ്താവന തയ്യാറാക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;how the statement</source>
        <translation>പ്രസ്താവന കാണുക (&amp;H)</translation>
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
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding charges collected</source>
        <translation>തീറ്റച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sale proceeds received</source>
        <translation>ലേലത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advance received</source>
        <translation>മുൻകൂർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maintenance spent</source>
        <translation>സംരക്ഷണച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remitted this day</source>
        <translation>അടച്ചത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deposits under protest received (s. 14)</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposits under protest converted</source>
        <translation>നിക്ഷേപം പിഴയാക്കിയത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposits under protest refunded</source>
        <translation>തിരികെ നൽകിയത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid by seizers (s. 21)</source>
        <translation>പിടിച്ചെടുത്തയാൾ അടച്ചത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash in hand at the close</source>
        <translation>കൈവശമുള്ള പണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needed for the next day</source>
        <translation>അടുത്ത ദിവസത്തേക്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — no feeding rate for: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Feeding charges retained (s. 16(2))</source>
        <translation>കൈവശം വെക്കുന്ന തീറ്റച്ചാർജ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advance not yet spent, kept</source>
        <translation>ചെലവാകാത്ത മുൻകൂർ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sale proceeds held for owners</source>
        <translation>ഉടമകൾക്കുള്ള ലേലത്തുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deposits under protest held (s. 14)</source>
        <translation>പ്രതിഷേധത്തോടെയുള്ള നിക്ഷേപം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To remit now (rule 13)</source>
        <translation>ഇപ്പോൾ അടയ്ക്കേണ്ടത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remit %1</source>
        <translation>തുക അടയ്ക്കുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remitted: %1</source>
        <translation>അടച്ചു</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The daily statement for %1 was made at %2; it is never remade.</source>
        <translation>ഈ ദിവസത്തെ പ്രസ്താവന തയ്യാറാക്കിക്കഴിഞ്ഞു.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remittance voucher %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+10"/>
        <source>Daily statement %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComplaintDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/complaint_dialog.py" line="+35"/>
        <source>Complaint (s. 19) — %1</source>
        <translation>പരാതി — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A complaint that the seizure or detention was illegal, made to the Magistrate by the owner or by an agent who knows the facts, in writing or orally. While it is pending the case&apos;s cattle are not sold unless a written order allows it.</source>
        <translation>നിയമവിരുദ്ധമായ പിടിച്ചെടുക്കലിനെതിരായ പരാതി; തീർപ്പാകുംവരെ രേഖാമൂല ഉത്തരവില്ലാതെ വിൽക്കില്ല.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The complaint in brief; an oral complaint in full, as reduced to writing</source>
        <translation>പരാതിയുടെ ചുരുക്കം; വാമൊഴി പരാതി പൂർണമായി</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Complainant</source>
        <translation>പരാതിക്കാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner, or agent who knows the facts (s. 20)</source>
        <translation>ഉടമയോ പ്രതിനിധിയോ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made to (Magistrate or authority)</source>
        <translation>ആർക്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Made on</source>
        <translation>തീയതി</translation>
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
        <translation>രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No time of seizure: the window cannot be reckoned</source>
        <translation>പിടിച്ചെടുത്ത സമയം ഇല്ല</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Complaints may be made until %1 (s. 19)</source>
        <translation>പരാതി നൽകാവുന്ന അവസാന തീയതി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late: recorded all the same; the Magistrate decides</source>
        <translation>വൈകി: രേഖപ്പെടുത്തും, മജിസ്ട്രേറ്റ് തീരുമാനിക്കും</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Acknowledgement of a complaint</source>
        <translation>പരാതി ലഭിച്ചതിന്റെ അറിയിപ്പ്</translation>
    </message>
</context>
<context>
    <name>ContestDialog</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/release_order_dialog.py" line="+139"/>
        <source>Ownership contested — %1</source>
        <translation>ഉടമസ്ഥത തർക്കം — %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Contested since</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who claims the cattle</source>
        <translation>അവകാശപ്പെടുന്നവർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Particulars</source>
        <translation>വിവരം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cattle are then held and released only on a written order (s. 18(2)); release on payment is refused.</source>
        <translation>ഇനി രേഖാമൂല ഉത്തരവിലൂടെ മാത്രം വിട്ടുകൊടുക്കാം.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>CourtSaleTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="-197"/>
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
        <translation>ഏൽപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case no.</source>
        <translation>കേസ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads, e.g. 1,2 (blank: all held)</source>
        <translation>കന്നുകാലികൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Court&apos;s order (s. 25)</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order dated</source>
        <translation>ഉത്തരവിന്റെ തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fine to be recovered, rupees</source>
        <translation>ഈടാക്കേണ്ട പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The court&apos;s officer who took them</source>
        <translation>ഏറ്റുവാങ്ങിയ ഉദ്യോഗസ്ഥൻ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delivered at</source>
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The court sells them (s. 25); the proceeds go to the fine, not to the pound&apos;s cash.</source>
        <translation>കോടതിയാണ് വിൽക്കുന്നത്; തുക പൗണ്ടിന്റെ കണക്കിൽ വരില്ല.</translation>
    </message>
</context>
<context>
    <name>DepositsDialog</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/deposits_dialog.py" line="+30"/>
        <source>Deposits of unclaimed proceeds (ss. 16(3), 17)</source>
        <translation>നിക്ഷേപങ്ങൾ</translation>
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
        <translation>അവസാന തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>സ്ഥിതി</translation>
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
        <translation>വിവരം</translation>
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
        <translation>തീർപ്പ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>order no. and date</source>
        <translation>ഉത്തരവ് നമ്പർ</translation>
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
        <translation>അവകാശിക്ക് നൽകുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Claim &amp;not established</source>
        <translation>അവകാശം സ്ഥാപിച്ചില്ല (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Credit to the local authority&apos;s &amp;fund (s. 17)</source>
        <translation>ഫണ്ടിലേക്ക് വരവുവെക്കുക (&amp;F)</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Closed on %1: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisposeOtherwiseDialog</name>
    <message>
        <location filename="../../pound_desk/ui/auction/disposal_dialog.py" line="+31"/>
        <source>Disposal otherwise (s. 13 proviso) — %1</source>
        <translation>ലേലമല്ലാതെ വിനിയോഗം — %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Heads</source>
        <translation>കന്നുകാലികൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disposed of at</source>
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Manner, as the Director ordered</source>
        <translation>വിനിയോഗിച്ച വിധം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered to</source>
        <translation>ഏറ്റുവാങ്ങിയത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money received, rupees (if any)</source>
        <translation>ലഭിച്ച തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Director&apos;s order</source>
        <translation>ഡയറക്ടറുടെ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Record the disposal (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only cattle the Director thinks unlikely to fetch a fair price at auction, on his order in writing.</source>
        <translation>ലേലത്തിൽ ന്യായവില ലഭിക്കാനിടയില്ലെന്ന് ഡയറക്ടർ കരുതുന്നവ മാത്രം, രേഖാമൂല ഉത്തരവ് പ്രകാരം.</translation>
    </message>
</context>
<context>
    <name>DisputesWindow</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/disputes_window.py" line="+56"/>
        <source>Complaints and deposits under protest</source>
        <translation>പരാതികളും പ്രതിഷേധ നിക്ഷേപങ്ങളും</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>സ്ഥിതി</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Seizer owes</source>
        <translation>പിടിച്ചെടുത്തയാൾ</translation>
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
        <translation>പരാതികൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deposits under protest (s. 14)</source>
        <translation>പ്രതിഷേധ നിക്ഷേപങ്ങൾ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the case</source>
        <translation>കേസ് തുറക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the acknowledgement</source>
        <translation>അറിയിപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Convert to fines and charges</source>
        <translation>പിഴയായി മാറ്റുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the deposit receipt</source>
        <translation>രസീത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paid by the seizer…</source>
        <translation>പിടിച്ചെടുത്തയാൾ അടച്ചു</translation>
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
        <translation>വൈകി</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>to the pound: %1 outstanding</source>
        <translation>പൗണ്ടിന്</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Deposit %1 converted to fines and charges</source>
        <translation>പിഴയായി മാറ്റി</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Acknowledgement of a complaint</source>
        <translation>പരാതി ലഭിച്ചതിന്റെ അറിയിപ്പ്</translation>
    </message>
</context>
<context>
    <name>EntriesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/accounts/entries_dialog.py" line="+39"/>
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
        <translation>ബിൽ നമ്പർ</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When</source>
        <translation>എപ്പോൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Particulars</source>
        <translation>വിവരം</translation>
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
        <location line="+14"/>
        <source>Cash in hand now: %1</source>
        <translation>ഇപ്പോൾ കൈവശമുള്ള പണം: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (reversed</source>
        <translation>റദ്ദാക്കി)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Acknowledgment</source>
        <translation>രസീത്</translation>
    </message>
</context>
<context>
    <name>ExhibitDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/exhibit_dialog.py" line="+29"/>
        <source>List of fines and rates at the pound (s. 11(4))</source>
        <translation>പിഴയും നിരക്കുകളും പ്രദർശിപ്പിക്കൽ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Print the list</source>
        <translation>പട്ടിക അച്ചടിക്കുക (&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put up at the pound by</source>
        <translation>പ്രദർശിപ്പിച്ചത്</translation>
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
        <translation>പ്രാബല്യത്തിലുള്ള നിരക്കുകളില്ല.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rates in force have changed since the list was last put up. Print the new list, put it up on or near the pound, and confirm.</source>
        <translation>നിരക്കുകൾ മാറി: പുതിയ പട്ടിക അച്ചടിച്ച് പൗണ്ടിൽ പ്രദർശിപ്പിച്ച് സ്ഥിരീകരിക്കുക.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list in force is displayed: confirmed by %1 at %2.</source>
        <translation>പ്രദർശിപ്പിച്ചിട്ടുണ്ട്.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last confirmed: %1 (list of %2)</source>
        <translation>അവസാനം സ്ഥിരീകരിച്ചത്</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>List of fines and rates</source>
        <translation>പട്ടിക</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../pound_desk/ui/returns/export_dialog.py" line="+60"/>
        <source>Export the return (s. 6)</source>
        <translation>റിട്ടേൺ എക്സ്പോർട്ട് ചെയ്യുക</translation>
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
        <translation>മാസത്തെ രജിസ്റ്റർ, രസീതുകൾ, കണക്കുകൾ, ലേലങ്ങൾ, നിക്ഷേപങ്ങൾ, പരാതികൾ, ഉത്തരവുകൾ എന്നിവയും മാസാവസാനം തീർപ്പാകാത്ത കേസുകളും പൗണ്ടിന്റെ കീ കൊണ്ട് ഒപ്പിട്ട് ഒരു ഫയലായി.</translation>
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
        <location line="+3"/>
        <source>Exported on %1 (sequence %2, revision %3). Again: the same file if nothing changed, else the next revision.</source>
        <translation>%1-ന് എക്സ്പോർട്ട് ചെയ്തു. വീണ്ടും ചെയ്താൽ: മാറ്റമില്ലെങ്കിൽ അതേ ഫയൽ, ഉണ്ടെങ്കിൽ അടുത്ത പുതുക്കൽ.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>, %1 free</source>
        <translation>ഒഴിവ്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No removable drive found: put in a USB stick and look again, or choose another folder</source>
        <translation>USB ഡ്രൈവ് കണ്ടില്ല: ഘടിപ്പിച്ച് വീണ്ടും തിരയുക, അല്ലെങ്കിൽ മറ്റൊരു ഫോൾഡർ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Choose a folder</source>
        <translation>ഫോൾഡർ തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Making the return…</source>
        <translation>റിട്ടേൺ തയ്യാറാക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>
The same return as the last export of this month.</source>
        <translation>ഈ മാസം മുമ്പ് എക്സ്പോർട്ട് ചെയ്തതു തന്നെ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Written and read back: %1
Sequence %2, revision %3. Take it to the local authority.</source>
        <translation>എഴുതി, തിരികെ വായിച്ച് ഉറപ്പാക്കി. തദ്ദേശസ്ഥാപനത്തിൽ ഏൽപ്പിക്കുക.</translation>
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
        <location filename="../../pound_desk/ui/returns/log_dialog.py" line="+19"/>
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
        <translation>സാധുവാണ്: ഈ പൗണ്ടിന്റെ കീ കൊണ്ട് ഒപ്പിട്ടത്.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A return file</source>
        <translation>റിട്ടേൺ ഫയൽ</translation>
    </message>
</context>
<context>
    <name>FinesTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="-65"/>
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
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The s. 24 referral</source>
        <translation>റഫറൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fine, rupees</source>
        <translation>പിഴ (രൂപ)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Order or case no.</source>
        <translation>ഉത്തരവ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Case no. (if any)</source>
        <translation>കേസ് നമ്പർ</translation>
    </message>
</context>
<context>
    <name>FirstUserDialog</name>
    <message>
        <location filename="../../pound_desk/ui/sign_in_dialog.py" line="+132"/>
        <source>The first user</source>
        <translation>ആദ്യ ഉപയോക്താവ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pound Desk now asks everyone to sign in. Create the supervising officer&apos;s account: it adds the other users.</source>
        <translation>എല്ലാവരും ഇനി പ്രവേശിക്കണം. ആദ്യം മേൽനോട്ട ഉദ്യോഗസ്ഥന്റെ അക്കൗണ്ട് ഉണ്ടാക്കുക.</translation>
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
        <translation>മേൽനോട്ട ഉദ്യോഗസ്ഥന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password, at least 8 characters</source>
        <translation>പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The password again</source>
        <translation>പാസ്‌വേഡ് വീണ്ടും</translation>
    </message>
</context>
<context>
    <name>FirstUserPage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="+124"/>
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
    <name>HeadsEditor</name>
    <message>
        <location filename="../../pound_desk/ui/heads_editor.py" line="+48"/>
        <source>12 digits</source>
        <translation>12 അക്കം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add head (Alt+A)</source>
        <translation>ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
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
        <translation>സ്ഥലം</translation>
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
        <translation>രേഖപ്പെടുത്തുക</translation>
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
        <translation>വിവരണം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Police informed</source>
        <translation>പോലീസിനെ അറിയിച്ചു</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Police station and reference</source>
        <translation>സ്റ്റേഷനും നമ്പറും</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Case no. (if any)</source>
        <translation>കേസ് നമ്പർ</translation>
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
        <location filename="../../pound_desk/ui/office/inspection_dialog.py" line="+28"/>
        <source>Inspection of the pound (rules 4–6, 18)</source>
        <translation>പൗണ്ട് പരിശോധന</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+6"/>
        <source>Head count against the register (r. 18)</source>
        <translation>എണ്ണം രജിസ്റ്ററുമായി ഒത്തുനോക്കൽ</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+13"/>
        <source>Remarks</source>
        <translation>കുറിപ്പുകൾ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Differs from the register</source>
        <translation>രജിസ്റ്ററുമായി വ്യത്യാസം:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The count agrees with the register</source>
        <translation>എണ്ണം ശരിയാണ്</translation>
    </message>
</context>
<context>
    <name>KeeperDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/keeper_dialog.py" line="+26"/>
        <source>Pound-keeper (s. 5)</source>
        <translation>പൗണ്ട് സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+14"/>
        <source>From</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Pound-keeper</source>
        <translation>സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Order</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Reference</source>
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. Council resolution 12/2026</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pound-keeper&apos;s name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Local authority&apos;s order no.</source>
        <translation>ഉത്തരവ് നമ്പർ</translation>
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
        <location line="+19"/>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No register, receipt or release entries can be made until a keeper is in office.</source>
        <translation>സൂക്ഷിപ്പുകാരൻ ചുമതലയിലില്ലാതെ രേഖകൾ ചേർക്കാനാവില്ല.</translation>
    </message>
</context>
<context>
    <name>KindsPage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="-30"/>
        <source>Kinds of cattle</source>
        <translation>ഇനങ്ങൾ</translation>
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
        <location line="+62"/>
        <source>Ear tag</source>
        <translation>ഇയർ ടാഗ്</translation>
    </message>
    <message>
        <location line="-61"/>
        <location line="+57"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Not stated</source>
        <translation>രേഖപ്പെടുത്തിയിട്ടില്ല</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Day and hour brought</source>
        <translation>എത്തിച്ച സമയം</translation>
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
        <translation>ലോക്ക് ചെയ്തിരിക്കുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The desk was locked after a time unused. Type your password to go on, or another user may sign in.</source>
        <translation>ഉപയോഗിക്കാതിരുന്നതിനാൽ ലോക്ക് ചെയ്തു. തുടരാൻ പാസ്‌വേഡ് നൽകുക; മറ്റൊരാൾക്കും പ്രവേശിക്കാം.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../pound_desk/ui/main_window.py" line="+37"/>
        <source>Pound Desk — %1</source>
        <translation>പൗണ്ട് ഡെസ്ക് — %1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>New seizure (Ctrl+N)</source>
        <translation>പുതിയ പിടിച്ചെടുക്കൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open case (Enter)</source>
        <translation>കേസ് തുറക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log today&apos;s feeding</source>
        <translation>ഇന്നത്തെ തീറ്റ</translation>
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
        <translation>പുതുക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+44"/>
        <source>%1 cases</source>
        <translation>കേസുകൾ</translation>
    </message>
    <message>
        <location line="+42"/>
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
        <translation>തീറ്റ രേഖപ്പെടുത്തി</translation>
    </message>
</context>
<context>
    <name>NeedsActionPanel</name>
    <message>
        <location filename="../../pound_desk/ui/needs_action.py" line="+41"/>
        <source>&lt;b&gt;Needs action today&lt;/b&gt;</source>
        <translation>&lt;b&gt;ഇന്ന് ചെയ്യേണ്ടവ&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Feeding not logged (s. 8)</source>
        <translation>തീറ്റ രേഖപ്പെടുത്തിയില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclaimed 7 days (s. 13(1))</source>
        <translation>അവകാശിയില്ല: റിപ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notice to be issued (s. 13(2))</source>
        <translation>നോട്ടീസ് നൽകണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notice to affix / proclaim (s. 13(2))</source>
        <translation>പതിക്കൽ / വിളംബരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May be sold (ss. 13(3), 15(1))</source>
        <translation>വിൽക്കാവുന്നവ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sold: settle the proceeds (ss. 15(2), 16)</source>
        <translation>ലേലത്തുക തീർപ്പാക്കണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account to the owner (s. 15(3))</source>
        <translation>ഉടമയ്ക്ക് കണക്ക് നൽകണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complaints close (s. 19)</source>
        <translation>പരാതി സമയം തീരുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit under protest: window closed, convert (s. 14)</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം: പിഴയായി മാറ്റുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit under protest: complaint window (s. 19)</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം: പരാതി സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit to credit (s. 17)</source>
        <translation>നിക്ഷേപം വരവുവെക്കണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deposit claims close (s. 16(3))</source>
        <translation>നിക്ഷേപ അവകാശ സമയം തീരുന്നു</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daily statement (rule 15)</source>
        <translation>ദൈനംദിന പ്രസ്താവന</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monthly return (s. 6)</source>
        <translation>മാസ റിട്ടേൺ നൽകണം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rates changed (s. 11(4))</source>
        <translation>നിരക്ക് പട്ടിക മാറ്റണം</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Checking…</source>
        <translation>പരിശോധിക്കുന്നു…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Print and put up the new list</source>
        <translation>പുതിയ പട്ടിക പ്രദർശിപ്പിക്കുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make it for %1</source>
        <translation>തയ്യാറാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: export</source>
        <translation>എക്സ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing needs doing</source>
        <translation>ഒന്നും ബാക്കിയില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to do</source>
        <translation>%1 എണ്ണം</translation>
    </message>
</context>
<context>
    <name>NewAuctionDialog</name>
    <message>
        <location filename="../../pound_desk/ui/auction/new_auction.py" line="+27"/>
        <source>New public auction (s. 13(3))</source>
        <translation>പുതിയ പരസ്യലേലം</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>e.g. Director&apos;s order LB/12/2026</source>
        <translation>ഉദാ: ഉത്തരവ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <translation>വ്യവസ്ഥകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Director&apos;s order on place, time and conditions</source>
        <translation>ഡയറക്ടറുടെ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deputation order (s. 13(3))</source>
        <translation>നിയോഗ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Create the auction (Ctrl+Enter)</source>
        <translation>ലേലം ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>NoticeDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/notice_dialog.py" line="+48"/>
        <source>Issue notice (s. 13(2)) — %1</source>
        <translation>നോട്ടീസ് — %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seized at %1 (%2); the notice is proclaimed by beat of drum in the village and the market place nearest to it.</source>
        <translation>പിടിച്ചെടുത്ത സ്ഥലത്തിന് ഏറ്റവും അടുത്ത ഗ്രാമത്തിലും ചന്തയിലും ചെണ്ടകൊട്ടി വിളംബരം ചെയ്യണം.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Heads still in the pound</source>
        <translation>പൗണ്ടിലുള്ളവ</translation>
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
        <translation>ഏറ്റവും അടുത്ത ഗ്രാമം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market place nearest the place of seizure</source>
        <translation>ഏറ്റവും അടുത്ത ചന്ത</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Issue the notice (Ctrl+Enter)</source>
        <translation>നോട്ടീസ് നൽകുക (&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Print the &amp;notice (poster)</source>
        <translation>നോട്ടീസ് അച്ചടിക്കുക (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the &amp;drum proclamation</source>
        <translation>വിളംബരം അച്ചടിക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>അടയ്ക്കുക (&amp;C)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tick at least one head</source>
        <translation>ഒരെണ്ണമെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Notice %1 issued for case %2. Print the poster to affix at the office and the sheet for the drum proclamation in %3 and %4.</source>
        <translation>നോട്ടീസ് %1 നൽകി.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not make the document</source>
        <translation>തയ്യാറായില്ല: </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Notice — %1</source>
        <translation>നോട്ടീസ് — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Drum proclamation — %1</source>
        <translation>വിളംബരം — %1</translation>
    </message>
</context>
<context>
    <name>NoticeEventsDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/events_dialog.py" line="+43"/>
        <source>Affixing and proclamation — %1</source>
        <translation>പതിക്കലും വിളംബരവും — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Case %1 · issued %2 by %3 · village %4 · market place %5</source>
        <translation type="unfinished"></translation>
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
        <translation>സ്ഥലം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക (&amp;R)</translation>
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
        <location filename="../../pound_desk/ui/unclaimed/notices_dialog.py" line="+28"/>
        <source>Notices (s. 13(2))</source>
        <translation>നോട്ടീസുകൾ</translation>
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
        <translation>ഗ്രാമത്തിൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Market proclaimed</source>
        <translation>ചന്തയിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>May be sold from</source>
        <translation>വിൽക്കാവുന്നത്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Record affixing / proclamation…</source>
        <translation>രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the &amp;notice</source>
        <translation>നോട്ടീസ് (&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print the &amp;drum proclamation</source>
        <translation>വിളംബരം അച്ചടിക്കുക (&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the &amp;case</source>
        <translation>കേസ് (&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No notice has been issued</source>
        <translation>നോട്ടീസുകളൊന്നുമില്ല</translation>
    </message>
</context>
<context>
    <name>Office</name>
    <message>
        <location filename="../../pound_desk/ui/office/common.py" line="+24"/>
        <source>Fine (s. 11(1))</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enhanced fine (s. 11(2))</source>
        <translation>വർധിപ്പിച്ച പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding and watering (s. 4)</source>
        <translation>തീറ്റയും വെള്ളവും</translation>
    </message>
</context>
<context>
    <name>OrderFields</name>
    <message>
        <location filename="../../pound_desk/ui/auction/common.py" line="+37"/>
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
        <location filename="../../pound_desk/ui/disputes/outcome_dialog.py" line="+35"/>
        <source>Outcome of a complaint (ss. 21, 22) — %1</source>
        <translation>പരാതിയുടെ തീർപ്പ് — %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (late</source>
        <translation>വൈകി)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The order directs the deposit under protest refunded</source>
        <translation>നിക്ഷേപം തിരികെ നൽകാൻ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Complaint</source>
        <translation>പരാതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>തീർപ്പ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order&apos;s reference</source>
        <translation>ഉത്തരവിന്റെ നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order&apos;s date</source>
        <translation>ഉത്തരവിന്റെ തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compensation payable by the seizer, at most ₹100 (s. 21(1))</source>
        <translation>നഷ്ടപരിഹാരം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refund</source>
        <translation>തിരികെ നൽകൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads still held released at (s. 21(2))</source>
        <translation>വിട്ടുകൊടുക്കുന്ന സമയം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record the outcome (Ctrl+Enter)</source>
        <translation>തീർപ്പ് രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+36"/>
        <source>No complaint about this case is pending</source>
        <translation>ഈ കേസിൽ തീർപ്പാകാത്ത പരാതിയില്ല</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1 head(s) released without payment; %2 due from the seizer (fines and charges)</source>
        <translation>പിടിച്ചെടുത്തയാൾ നൽകേണ്ടത്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deposit %1 (%2) refunded</source>
        <translation>നിക്ഷേപം തിരികെ നൽകും</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deposit %1 (%2) converted to fines and charges</source>
        <translation>നിക്ഷേപം പിഴയായി മാറും</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <translation>തദ്ദേശ സ്ഥാപനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its local area</source>
        <translation>തദ്ദേശ പ്രദേശം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pound-keeper&apos;s name</source>
        <translation>പേര്</translation>
    </message>
</context>
<context>
    <name>PdfPreview</name>
    <message>
        <location filename="../../pound_desk/ui/pdf_preview.py" line="+38"/>
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
</context>
<context>
    <name>PenaltiesWindow</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+297"/>
        <source>Penalties and release orders</source>
        <translation>ശിക്ഷകളും ഉത്തരവുകളും</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>s. 23</source>
        <translation>ബലപ്രയോഗം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Incidents of opposition or rescue (s. 23)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 24</source>
        <translation>റഫറൽ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Referrals to the court (s. 24)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fines</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fines imposed under ss. 23, 24 and 27</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 25</source>
        <translation>വിൽപന</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The court&apos;s order to sell (s. 25)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 27</source>
        <translation>വീഴ്ച</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The pound-keeper&apos;s failures (s. 27)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 28</source>
        <translation>നഷ്ടപരിഹാരം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fines paid as compensation (s. 28)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>s. 18(2)</source>
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who may order a release (s. 18(2))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
</context>
<context>
    <name>ProtestDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/protest_dialog.py" line="+36"/>
        <source>Deposit under protest (s. 14) — %1</source>
        <translation>പ്രതിഷേധത്തോടെ നിക്ഷേപം — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The owner or agent refuses to pay, saying the seizure was illegal and that a complaint under s. 19 is about to be made. On deposit of the fines and charges the cattle are delivered; the deposit is held apart until the complaint window closes or the complaint is decided.</source>
        <translation>പിടിച്ചെടുക്കൽ നിയമവിരുദ്ധമാണെന്നും പരാതി നൽകുമെന്നും പറഞ്ഞ് പണമടയ്ക്കാൻ വിസമ്മതിച്ചാൽ, പിഴയും ചാർജും നിക്ഷേപിച്ചാൽ കന്നുകാലികളെ വിട്ടുകൊടുക്കണം.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>required for an agent</source>
        <translation>പ്രതിനിധിക്ക് നിർബന്ധം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What was said: why the seizure is illegal, to whom the complaint will be made</source>
        <translation>പറഞ്ഞത്: എന്തുകൊണ്ട് നിയമവിരുദ്ധം, ആർക്ക് പരാതി</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <translation>പ്രസ്താവന</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When (day and hour)</source>
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount deposited</source>
        <translation>നിക്ഷേപിച്ച തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Take the deposit and deliver (Ctrl+Enter)</source>
        <translation>നിക്ഷേപം സ്വീകരിക്കുക (&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Complaints may be made until %1 (s. 19)</source>
        <translation>പരാതി നൽകാവുന്ന അവസാന തീയതി</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose the heads</source>
        <translation>എണ്ണം തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>To deposit: fines %1 + feeding %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>നിക്ഷേപിക്കേണ്ട തുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not an amount</source>
        <translation>തുക ശരിയല്ല</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter the amount deposited</source>
        <translation>തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Deposit under protest — %1</source>
        <translation>പ്രതിഷേധ നിക്ഷേപം — %1</translation>
    </message>
</context>
<context>
    <name>RatesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/rates_dialog.py" line="+39"/>
        <source>Rate tables</source>
        <translation>നിരക്ക് പട്ടികകൾ</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+109"/>
        <location line="+7"/>
        <source>All</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="-109"/>
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
        <location line="+5"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="-5"/>
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
        <translation>ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+19"/>
        <source>Dated</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Standing</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Enter a rate or a revision (a new version; the old one stays)</source>
        <translation>പുതിയ നിരക്ക് അല്ലെങ്കിൽ പരിഷ്കരണം</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>e.g. G.O.(P) 112/2019/LSGD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kind of cattle</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount per head, ₹</source>
        <translation>തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notification or order no.</source>
        <translation>ഉത്തരവ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its date</source>
        <translation>തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In force from</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save as a new version</source>
        <translation>പുതിയ പതിപ്പായി സൂക്ഷിക്കുക</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+68"/>
        <source>In force</source>
        <translation>പ്രാബല്യത്തിൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Superseded %1</source>
        <translation>മാറ്റി</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>More than double the base: capped (s. 11(2))</source>
        <translation>ഇരട്ടിയിൽ കൂടുതൽ</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Give the amount</source>
        <translation>തുക നൽകുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not an amount in rupees</source>
        <translation>തുക ശരിയല്ല</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the local area</source>
        <translation>പ്രദേശം നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the notification or order number</source>
        <translation>ഉത്തരവ് നമ്പർ നൽകുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Feeding rates are fixed by the pound&apos;s own local authority for its area (s. 4)</source>
        <translation>തീറ്റ നിരക്ക് പൗണ്ടിന്റെ പ്രദേശത്തിന് മാത്രം</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Saved, but note</source>
        <translation>സൂക്ഷിച്ചു, ശ്രദ്ധിക്കുക:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved. The s. 11(4) list at the pound must be printed and put up again once it is in force.</source>
        <translation>സൂക്ഷിച്ചു.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already in the table</source>
        <translation>പട്ടികയിൽ ഉണ്ട്</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 entries written to %2</source>
        <translation>എഴുതി</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 new entries imported</source>
        <translation>പുതിയവ ചേർത്തു</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export rates</source>
        <translation>നിരക്കുകൾ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Import rates</source>
        <translation>നിരക്കുകൾ</translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. Council resolution 45/2023</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Where the rates come from</source>
        <translation>നിരക്കുകളുടെ ആധാരം</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fines (s. 11(1)): notification</source>
        <translation>പിഴ: വിജ്ഞാപനം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feeding (s. 4): order</source>
        <translation>തീറ്റ: ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>from</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fine per head, ₹</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding per day, ₹</source>
        <translation>തീറ്റ (ദിവസം)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Not an amount in rupees</source>
        <translation>തുക ശരിയല്ല</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Give the notification or order these rates come from</source>
        <translation>ഉത്തരവ് നമ്പർ നൽകുക</translation>
    </message>
</context>
<context>
    <name>RecordTab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="-376"/>
        <source>Recorded</source>
        <translation>രേഖപ്പെടുത്തി</translation>
    </message>
</context>
<context>
    <name>ReferralsTab</name>
    <message>
        <location line="+61"/>
        <source>No.</source>
        <translation>നം.</translation>
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
        <translation>കുറ്റാരോപിതൻ</translation>
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
        <translation>വിവരം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record the referral</source>
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner, keeper or attendant</source>
        <translation>ഉടമ, സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case no. (if any)</source>
        <translation>കേസ് നമ്പർ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>What the cattle were let do (s. 24)</source>
        <translation>വിവരങ്ങൾ</translation>
    </message>
</context>
<context>
    <name>RefusalDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/refusal_dialog.py" line="+28"/>
        <source>Owner refuses to pay (s. 15(1)) — %1</source>
        <translation>ഉടമ പണമടയ്ക്കാൻ വിസമ്മതിച്ചു — %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The owner or agent appeared and refused or omitted to pay the fines and charges. The cattle, or as many as necessary, may then be sold by public auction.</source>
        <translation>ഉടമയോ പ്രതിനിധിയോ ഹാജരായി പിഴയും ചെലവും അടയ്ക്കാൻ വിസമ്മതിച്ചാൽ ആവശ്യമായത്ര കന്നുകാലികളെ പരസ്യലേലത്തിൽ വിൽക്കാം.</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <translation>സമയം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What was said</source>
        <translation>പറഞ്ഞത്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Record the refusal (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>RegisterModel</name>
    <message>
        <location filename="../../pound_desk/ui/register_model.py" line="+26"/>
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
</context>
<context>
    <name>RegisterPrintDialog</name>
    <message>
        <location filename="../../pound_desk/ui/register_print_dialog.py" line="+22"/>
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
        <translation>അവസാന തീയതി ആദ്യത്തേതിന് മുമ്പാണ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Making the register…</source>
        <translation>തയ്യാറാക്കുന്നു…</translation>
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
        <translation>റദ്ദാക്കി</translation>
    </message>
</context>
<context>
    <name>ReleaseDialog</name>
    <message>
        <location filename="../../pound_desk/ui/release_dialog.py" line="+41"/>
        <source>Release on payment — %1</source>
        <translation>പണമടച്ച് വിട്ടുകൊടുക്കൽ — %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>required for an agent</source>
        <translation>പ്രതിനിധിക്ക് നിർബന്ധം</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <source>Released on (day and hour)</source>
        <translation>വിട്ടുകൊടുക്കുന്ന സമയം</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claimant</source>
        <translation>അവകാശി</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <translation>നം.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>ഇനം</translation>
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
        <location line="+18"/>
        <source>Amount paid, rupees</source>
        <translation>അടച്ച തുക (രൂപ)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dues</source>
        <translation>അടയ്ക്കേണ്ട തുക</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Release and issue receipt (Ctrl+Enter)</source>
        <translation>വിട്ടുകൊടുത്ത് രസീത് നൽകുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+37"/>
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
        <location line="+50"/>
        <source>Tick at least one head</source>
        <translation>ഒരെണ്ണമെങ്കിലും തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="-28"/>
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
        <location line="+20"/>
        <source>Type the amount paid, e.g. 350 or 350.50</source>
        <translation>അടച്ച തുക ടൈപ്പ് ചെയ്യുക</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 more is needed (due %2, paid %3). Nothing was released.</source>
        <translation>%1 കൂടി വേണം. ഒന്നും വിട്ടുകൊടുത്തിട്ടില്ല.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Released. Receipt no. %1</source>
        <translation>വിട്ടുകൊടുത്തു. രസീത് നമ്പർ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Received %1 for dues of %2; change to return %3</source>
        <translation>ബാക്കി %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could not make the receipt</source>
        <translation>രസീത് തയ്യാറായില്ല: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Receipt — %1</source>
        <translation>രസീത് — %1</translation>
    </message>
</context>
<context>
    <name>ReleaseOrderDialog</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/release_order_dialog.py" line="-123"/>
        <source>Release on a written order (s. 18(2)) — %1</source>
        <translation>രേഖാമൂല ഉത്തരവ് പ്രകാരം വിട്ടുകൊടുക്കൽ — %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>PDF, JPEG or PNG (optional)</source>
        <translation>സ്കാൻ ചെയ്ത ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+2"/>
        <source>The written order</source>
        <translation>രേഖാമൂലമുള്ള ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Record the release (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cattle leave the pound only under ss. 12–15, or on a written order stating reasons from the Director, the local authority, the Magistrate (Chapter V) or a civil court. Nothing is collected.</source>
        <translation>വകുപ്പ് 12–15 പ്രകാരമോ കാരണം വ്യക്തമാക്കിയ രേഖാമൂല ഉത്തരവ് പ്രകാരമോ മാത്രം.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The scan of the order</source>
        <translation>ഉത്തരവിന്റെ പകർപ്പ്</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../../pound_desk/ui/unclaimed/report_dialog.py" line="+30"/>
        <source>Report to the local authority (s. 13(1))</source>
        <translation>തദ്ദേശസ്ഥാപനത്തിന് റിപ്പോർട്ട്</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Case</source>
        <translation>കേസ്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Impounded</source>
        <translation>അടച്ചത്</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Report due</source>
        <translation>നൽകേണ്ടത്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads</source>
        <translation>കന്നുകാലികൾ</translation>
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
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കുക (&amp;M)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Due today and not yet reported</source>
        <translation>ഇന്ന് റിപ്പോർട്ട് ചെയ്യേണ്ടവ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No.</source>
        <translation>നം.</translation>
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
        <translation>തുറക്കുക (&amp;O)</translation>
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
        <location line="+20"/>
        <source>To: %1 (%2) — dues as of %3</source>
        <translation>സ്വീകർത്താവ്: %1 (%2) — %3 വരെയുള്ള തുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 case(s), %2 head, dues so far %3</source>
        <translation>ആകെ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No case is due for the report today</source>
        <translation>ഇന്ന് റിപ്പോർട്ട് ചെയ്യേണ്ടതില്ല</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Report no. %1 made for %2</source>
        <translation>റിപ്പോർട്ട് തയ്യാറാക്കി</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Report under s. 13(1) — %1</source>
        <translation>റിപ്പോർട്ട് — %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The kept copy of this report is missing from the documents folder</source>
        <translation>റിപ്പോർട്ടിന്റെ പകർപ്പ് കാണുന്നില്ല</translation>
    </message>
</context>
<context>
    <name>RolesDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/roles_dialog.py" line="+28"/>
        <source>Authorities named by the Act</source>
        <translation>അധികാരികൾ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Later amendments moved some powers of the 1961 Act; write here who holds each one for this pound. Notices and reports print these names.</source>
        <translation>നിയമത്തിലെ ഓരോ അധികാരവും ഇപ്പോൾ ആർക്കാണെന്ന് രേഖപ്പെടുത്തുക; നോട്ടീസുകളിലും റിപ്പോർട്ടുകളിലും ഈ പേരുകൾ അച്ചടിക്കും.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The s. 13(1) report goes to, and the s. 13(2) notice is issued by</source>
        <translation>റിപ്പോർട്ട് നൽകേണ്ടത്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save (Ctrl+Enter)</source>
        <translation>സൂക്ഷിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Saved</source>
        <translation>സൂക്ഷിച്ചു</translation>
    </message>
</context>
<context>
    <name>S27Tab</name>
    <message>
        <location filename="../../pound_desk/ui/penalties/penalties_window.py" line="+163"/>
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
        <location line="+22"/>
        <source>%1 — no feeding entry for a held head (s. 8): case %2</source>
        <translation>തീറ്റ രേഖപ്പെടുത്തിയിട്ടില്ല: കേസ് %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing found in the register for this period</source>
        <translation>ഈ കാലയളവിൽ വീഴ്ചയൊന്നും കണ്ടില്ല</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 day(s) with a head not fed, %2 release(s) outside s. 18</source>
        <translation>%1 ദിവസം തീറ്റയില്ല, %2 ചട്ടവിരുദ്ധ വിട്ടുകൊടുക്കൽ</translation>
    </message>
</context>
<context>
    <name>SaleOrderDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/sale_order_dialog.py" line="+30"/>
        <source>Order allowing a sale despite a complaint — %1</source>
        <translation>പരാതി നിലനിൽക്കെ വിൽപന ഉത്തരവ് — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>While a complaint is pending the case&apos;s cattle are not sold, unless the Director, the local authority, the Magistrate or a court orders otherwise in writing.</source>
        <translation>പരാതി നിലനിൽക്കെ വിൽക്കാൻ രേഖാമൂല ഉത്തരവ് വേണം.</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <translation>നമ്പർ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Order&apos;s date</source>
        <translation>ഉത്തരവിന്റെ തീയതി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reasons</source>
        <translation>കാരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Record the order (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
</context>
<context>
    <name>SearchBar</name>
    <message>
        <location filename="../../pound_desk/ui/search_bar.py" line="+26"/>
        <source>Search (Ctrl+F)</source>
        <translation>തിരയുക</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All</source>
        <translation>എല്ലാം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All dates</source>
        <translation>എല്ലാ തീയതികളും</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>in</source>
        <translation>ൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>നില</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Brought from</source>
        <translation>മുതൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to</source>
        <translation>വരെ</translation>
    </message>
</context>
<context>
    <name>SeizerPaymentDialog</name>
    <message>
        <location filename="../../pound_desk/ui/disputes/seizer_payment_dialog.py" line="+31"/>
        <source>Paid by the seizer (ss. 21, 22) — %1</source>
        <translation>പിടിച്ചെടുത്തയാൾ അടച്ചത് — %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Case %1, order %2: the seizer owes the pound %3 (recoverable as fines, s. 22).</source>
        <translation>പിടിച്ചെടുത്തയാൾ പൗണ്ടിന് നൽകാനുള്ളത്: %3</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <translation>രസീത് അല്ലെങ്കിൽ ഉത്തരവ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Record the payment (Ctrl+Enter)</source>
        <translation>രേഖപ്പെടുത്തുക (&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seizer owes nothing on this order</source>
        <translation>ഒന്നും നൽകാനില്ല</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Not an amount</source>
        <translation>തുക ശരിയല്ല</translation>
    </message>
</context>
<context>
    <name>SeizureForm</name>
    <message>
        <location filename="../../pound_desk/ui/seizure_form.py" line="+44"/>
        <source>New seizure</source>
        <translation>പുതിയ പിടിച്ചെടുക്കൽ</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>— choose s. 9 or s. 10 —</source>
        <translation>തിരഞ്ഞെടുക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>if known</source>
        <translation>അറിയാമെങ്കിൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>if any</source>
        <translation>ഉണ്ടെങ്കിൽ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seizure</source>
        <translation>പിടിച്ചെടുക്കൽ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Day and hour brought</source>
        <translation>എത്തിച്ച സമയം</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+2"/>
        <source>Basis of seizure</source>
        <translation>പിടിച്ചെടുക്കലിന്റെ അടിസ്ഥാനം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seizer&apos;s capacity</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ പദവി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The seizer and the owner</source>
        <translation>പിടിച്ചെടുത്തയാളും ഉടമയും</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seizer&apos;s name</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ പേര്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seizer&apos;s residence</source>
        <translation>പിടിച്ചെടുത്തയാളുടെ താമസം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Owner&apos;s name</source>
        <translation>ഉടമയുടെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner&apos;s residence</source>
        <translation>ഉടമയുടെ താമസം</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Police aid</source>
        <translation>പോലീസ് സഹായം</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cattle, one line per head</source>
        <translation>കന്നുകാലികൾ, ഓരോന്നിനും ഓരോ വരി</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Register (Ctrl+Enter)</source>
        <translation>രജിസ്റ്ററിൽ ചേർക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>റദ്ദാക്കുക</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>&amp;Print the seizer&apos;s copy (s. 7)</source>
        <translation>പകർപ്പ് അച്ചടിക്കുക (&amp;P)</translation>
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
        <location line="+89"/>
        <source>Case %1 is entered in the register.</source>
        <translation>കേസ് %1 രജിസ്റ്ററിൽ ചേർത്തു.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not make the copy</source>
        <translation>പകർപ്പ് തയ്യാറായില്ല: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seizer&apos;s copy — %1</source>
        <translation>പകർപ്പ് — %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close without registering? What you typed will be lost.</source>
        <translation>രജിസ്റ്റർ ചെയ്യാതെ അടയ്ക്കണോ? ടൈപ്പ് ചെയ്തത് നഷ്ടപ്പെടും.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/settings_dialog.py" line="+27"/>
        <source>Office settings</source>
        <translation>ഓഫീസ് ക്രമീകരണങ്ങൾ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Returns are made (s. 6)</source>
        <translation>റിട്ടേണുകൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding charges received</source>
        <translation>തീറ്റച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Office closed every week on</source>
        <translation>ആഴ്ചതോറും അവധി</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letterhead on every document, up to 3 lines</source>
        <translation>ലെറ്റർഹെഡ്</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save settings</source>
        <translation>സൂക്ഷിക്കുക (&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Holidays and other days the office is closed</source>
        <translation>അവധി ദിവസങ്ങൾ</translation>
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
        <location line="+11"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+32"/>
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
        <location filename="../../pound_desk/ui/auction/settlement_dialog.py" line="-208"/>
        <source>Settle the proceeds — %1</source>
        <translation>ലേലത്തുക തീർപ്പാക്കൽ — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the case&apos;s sales: settle what has been sold</source>
        <translation>ഇതുവരെ വിറ്റത് തീർപ്പാക്കുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settled at</source>
        <translation>തീർപ്പാക്കുന്ന സമയം</translation>
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
        <source>Write-off of the shortfall (Q19)</source>
        <translation>കുറവ് എഴുതിത്തള്ളൽ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settle (Ctrl+Enter)</source>
        <translation>തീർപ്പാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account to the owner…</source>
        <translation>ഉടമയ്ക്കുള്ള കണക്ക്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>അടയ്ക്കുക</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The owner refused to pay (s. 15): the balance is owed to him with an account</source>
        <translation>ബാക്കി ഉടമയ്ക്ക്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unclaimed (s. 13): the surplus is held in deposit for three months (s. 16(3))</source>
        <translation>ബാക്കി നിക്ഷേപത്തിൽ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 head(s) still in the pound</source>
        <translation>പൗണ്ടിലുള്ളവ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proceeds of sale</source>
        <translation>ലേലത്തുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fines (s. 16(1))</source>
        <translation>പിഴ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeding and watering (s. 16(2))</source>
        <translation>തീറ്റച്ചെലവ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expenses of sale (s. 15(2))</source>
        <translation>ലേലച്ചെലവ്</translation>
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
        <location line="+28"/>
        <source>Settled. Give the owner the account and the balance of %1</source>
        <translation>തീർപ്പാക്കി; ഉടമയ്ക്ക് കണക്കും ബാക്കിയും നൽകുക</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Settled. Shortfall of %1 written off on order %2</source>
        <translation>തീർപ്പാക്കി; കുറവ് എഴുതിത്തള്ളി</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Settled. Surplus held in deposit: %1</source>
        <translation>തീർപ്പാക്കി; മിച്ചം നിക്ഷേപത്തിൽ</translation>
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
        <source>Next</source>
        <translation>അടുത്തത് &gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt; Back</source>
        <translation>പിന്നോട്ട്</translation>
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
        <translation>ആദ്യ ഉപയോക്താവിന്റെ വിവരങ്ങൾ തിരുത്തുക.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The pound&apos;s particulars need correcting: go Back.</source>
        <translation>പൗണ്ടിന്റെ വിവരങ്ങൾ തിരുത്തുക.</translation>
    </message>
</context>
<context>
    <name>SignInDialog</name>
    <message>
        <location filename="../../pound_desk/ui/sign_in_dialog.py" line="-129"/>
        <source>Sign in — Pound Desk</source>
        <translation>പ്രവേശിക്കുക</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sign in with your own name and password.</source>
        <translation>നിങ്ങളുടെ പേരും പാസ്‌വേഡും നൽകി പ്രവേശിക്കുക.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password</source>
        <translation>പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+55"/>
        <source>Sign in</source>
        <translation>പ്രവേശിക്കുക</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>Quit</source>
        <translation>പുറത്തുകടക്കുക</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Wait %1 s</source>
        <translation>കാത്തിരിക്കുക</translation>
    </message>
</context>
<context>
    <name>UsersDialog</name>
    <message>
        <location filename="../../pound_desk/ui/office/users_dialog.py" line="-218"/>
        <source>Users</source>
        <translation>ഉപയോക്താക്കൾ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+35"/>
        <source>Role</source>
        <translation>ചുമതല</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Pound-keeper</source>
        <translation>സൂക്ഷിപ്പുകാരൻ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>സ്ഥിതി</translation>
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
        <location line="+95"/>
        <source>Disable</source>
        <translation>പ്രവർത്തനരഹിതമാക്കുക</translation>
    </message>
    <message>
        <location line="-94"/>
        <location line="+91"/>
        <source>The chosen user</source>
        <translation>തിരഞ്ഞെടുത്ത ഉപയോക്താവ്</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>New password</source>
        <translation>പുതിയ പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Again</source>
        <translation>വീണ്ടും</translation>
    </message>
    <message>
        <location line="+16"/>
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
        <translation>പേര്</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For a keeper: the pound-keeper&apos;s name (s. 5)</source>
        <translation>സൂക്ഷിപ്പുകാരന്റെ പേര്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password, at least 8 characters</source>
        <translation>പാസ്‌വേഡ്</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password again</source>
        <translation>പാസ്‌വേഡ് വീണ്ടും</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> min</source>
        <translation type="unfinished"></translation>
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
        <location line="+34"/>
        <source>Change your own password from Office → Change my password (it asks for the present one)</source>
        <translation>സ്വന്തം പാസ്‌വേഡ് അവിടെ മാറ്റുക</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New password set for %1</source>
        <translation>പുതിയ പാസ്‌വേഡ് നൽകി</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The desk locks after %1 minutes unused</source>
        <translation>%1 മിനിറ്റ് ഉപയോഗിക്കാതിരുന്നാൽ ലോക്ക് ചെയ്യും</translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <location filename="../../pound_desk/ui/verify_action.py" line="+24"/>
        <source>The register is intact: %1 records checked, none changed, removed or added outside Pound Desk.

Last link: %2</source>
        <translation>രജിസ്റ്റർ കേടുകൂടാതെയുണ്ട്: %1 രേഖകൾ പരിശോധിച്ചു; പൗണ്ട് ഡെസ്കിന് പുറത്ത് ഒന്നും മാറ്റുകയോ നീക്കുകയോ ചേർക്കുകയോ ചെയ്തിട്ടില്ല.

അവസാന കണ്ണി: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The register was altered outside Pound Desk. The first finding is where it starts; keep this database as it is and tell the local authority.</source>
        <translation>രജിസ്റ്റർ പൗണ്ട് ഡെസ്കിന് പുറത്ത് മാറ്റം വരുത്തിയിരിക്കുന്നു.

</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>പരിശോധിക്കുന്നു…</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../pound_desk/ui/setup_wizard.py" line="-306"/>
        <source>Welcome to Pound Desk</source>
        <translation>പൗണ്ട് ഡെസ്കിലേക്ക് സ്വാഗതം</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The register, receipts and accounts of a cattle pound under the Kerala Cattle Trespass Act, 1961.</source>
        <translation>1961-ലെ കേരള കന്നുകാലി അതിക്രമ നിയമപ്രകാരമുള്ള പൗണ്ടിന്റെ രജിസ്റ്ററും രസീതുകളും.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set up my pound</source>
        <translation>എന്റെ പൗണ്ട് സജ്ജമാക്കുക</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a demo pound instead (to try the program; not for real cases)</source>
        <translation>പകരം ഒരു മാതൃകാ പൗണ്ട് തുടങ്ങുക (പരിശീലനത്തിന് മാത്രം)</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <location filename="../../pound_desk/ui/workers.py" line="+99"/>
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
    <name>menu</name>
    <message>
        <location filename="../../pound_desk/ui/office/users_dialog.py" line="+94"/>
        <source>Users</source>
        <translation>ഉപയോക്താക്കൾ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change my password</source>
        <translation>എന്റെ പാസ്‌വേഡ് മാറ്റുക</translation>
    </message>
</context>
</TS>
