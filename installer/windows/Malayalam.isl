; Pound Desk's setup wizard in Malayalam. Inno Setup reads Default.isl (English)
; first and then this file (pound-desk.iss: MessagesFile: "compiler:Default.isl,
; Malayalam.isl"): the messages of the wizard's pages a person reads are here;
; any other (a rare error) stays in English. Kept in UTF-8 with its byte-order mark,
; as Inno Setup 6 wants it.

[LangOptions]
LanguageName=<0D2E><0D32><0D2F><0D3E><0D33><0D02>
LanguageID=$044C
LanguageCodePage=0

[Messages]
SetupAppTitle=സജ്ജീകരണം
SetupWindowTitle=സജ്ജീകരണം - %1
UninstallAppTitle=നീക്കം ചെയ്യൽ
UninstallAppFullTitle=%1 നീക്കം ചെയ്യൽ
ButtonBack=< &പിന്നോട്ട്
ButtonNext=&അടുത്തത് >
ButtonInstall=&ഇൻസ്റ്റാൾ ചെയ്യുക
ButtonOK=ശരി
ButtonCancel=റദ്ദാക്കുക
ButtonYes=&അതെ
ButtonYesToAll=എല്ലാറ്റിനും അ&തെ
ButtonNo=&വേണ്ട
ButtonNoToAll=ഒന്നിനും വേ&ണ്ട
ButtonFinish=&പൂർത്തിയാക്കുക
ButtonBrowse=&തിരഞ്ഞെടുക്കുക...
ButtonWizardBrowse=തി&രഞ്ഞെടുക്കുക...
ExitSetupTitle=സജ്ജീകരണം നിർത്തുക
ExitSetupMessage=സജ്ജീകരണം പൂർത്തിയായിട്ടില്ല. ഇപ്പോൾ നിർത്തിയാൽ പ്രോഗ്രാം ഇൻസ്റ്റാൾ ആകില്ല.%n%nപിന്നീട് സജ്ജീകരണം വീണ്ടും തുടങ്ങി പൂർത്തിയാക്കാം.%n%nസജ്ജീകരണം നിർത്തണോ?
SetupAppRunningError=%1 ഇപ്പോൾ തുറന്നിരിക്കുന്നു.%n%nഅത് എല്ലായിടത്തും അടച്ചശേഷം തുടരാൻ ശരി അമർത്തുക; നിർത്താൻ റദ്ദാക്കുക.
UninstallAppRunningError=%1 ഇപ്പോൾ തുറന്നിരിക്കുന്നു.%n%nഅത് എല്ലായിടത്തും അടച്ചശേഷം തുടരാൻ ശരി അമർത്തുക; നിർത്താൻ റദ്ദാക്കുക.
WelcomeLabel1=[name] സജ്ജീകരണത്തിലേക്ക് സ്വാഗതം
WelcomeLabel2=ഇത് ഈ കമ്പ്യൂട്ടറിൽ [name/ver] ഇൻസ്റ്റാൾ ചെയ്യും.%n%nതുടങ്ങുന്നതിനുമുമ്പ് തുറന്നിരിക്കുന്ന മറ്റു പ്രോഗ്രാമുകൾ അടയ്ക്കുന്നതാണ് നല്ലത്.
WizardLicense=ലൈസൻസ്
LicenseLabel=തുടരുന്നതിനുമുമ്പ് ഈ വിവരങ്ങൾ വായിക്കുക.
LicenseLabel3=ഈ ലൈസൻസ് വായിക്കുക. ഇൻസ്റ്റാളേഷൻ തുടരുന്നതിനുമുമ്പ് അതിലെ വ്യവസ്ഥകൾ സ്വീകരിക്കണം.
LicenseAccepted=ഞാൻ ലൈസൻസ് &സ്വീകരിക്കുന്നു
LicenseNotAccepted=ഞാൻ ലൈസൻസ് സ്വീകരിക്കു&ന്നില്ല
WizardSelectDir=ഇൻസ്റ്റാൾ ചെയ്യേണ്ട ഫോൾഡർ
SelectDirDesc=[name] എവിടെ ഇൻസ്റ്റാൾ ചെയ്യണം?
SelectDirLabel3=സജ്ജീകരണം [name] ഈ ഫോൾഡറിൽ ഇൻസ്റ്റാൾ ചെയ്യും.
SelectDirBrowseLabel=തുടരാൻ അടുത്തത് അമർത്തുക. മറ്റൊരു ഫോൾഡർ വേണമെങ്കിൽ തിരഞ്ഞെടുക്കുക അമർത്തുക.
WizardSelectTasks=കൂടുതൽ ജോലികൾ
SelectTasksDesc=മറ്റെന്തെല്ലാം ചെയ്യണം?
SelectTasksLabel2=[name] ഇൻസ്റ്റാൾ ചെയ്യുമ്പോൾ ചെയ്യേണ്ട കൂടുതൽ ജോലികൾ തിരഞ്ഞെടുത്ത് അടുത്തത് അമർത്തുക.
WizardReady=ഇൻസ്റ്റാൾ ചെയ്യാൻ തയ്യാർ
ReadyLabel1=ഈ കമ്പ്യൂട്ടറിൽ [name] ഇൻസ്റ്റാൾ ചെയ്യാൻ സജ്ജീകരണം തയ്യാറാണ്.
ReadyLabel2a=തുടരാൻ ഇൻസ്റ്റാൾ ചെയ്യുക അമർത്തുക; ക്രമീകരണങ്ങൾ മാറ്റാൻ പിന്നോട്ട് അമർത്തുക.
ReadyLabel2b=തുടരാൻ ഇൻസ്റ്റാൾ ചെയ്യുക അമർത്തുക.
WizardPreparing=ഇൻസ്റ്റാളേഷന് ഒരുങ്ങുന്നു
PreparingDesc=ഈ കമ്പ്യൂട്ടറിൽ [name] ഇൻസ്റ്റാൾ ചെയ്യാൻ സജ്ജീകരണം ഒരുങ്ങുന്നു.
WizardInstalling=ഇൻസ്റ്റാൾ ചെയ്യുന്നു
InstallingLabel=ഈ കമ്പ്യൂട്ടറിൽ [name] ഇൻസ്റ്റാൾ ചെയ്യുന്നതുവരെ കാത്തിരിക്കുക.
FinishedHeadingLabel=[name] സജ്ജീകരണം പൂർത്തിയായി
FinishedLabelNoIcons=ഈ കമ്പ്യൂട്ടറിൽ [name] ഇൻസ്റ്റാൾ ചെയ്തുകഴിഞ്ഞു.
FinishedLabel=ഈ കമ്പ്യൂട്ടറിൽ [name] ഇൻസ്റ്റാൾ ചെയ്തുകഴിഞ്ഞു. അതിന്റെ കുറുക്കുവഴിയിലൂടെ പ്രോഗ്രാം തുറക്കാം.
ClickFinish=സജ്ജീകരണം അവസാനിപ്പിക്കാൻ പൂർത്തിയാക്കുക അമർത്തുക.
StatusExtractFiles=ഫയലുകൾ പകർത്തുന്നു...
StatusCreateIcons=കുറുക്കുവഴികൾ ഉണ്ടാക്കുന്നു...
StatusRollback=മാറ്റങ്ങൾ പിൻവലിക്കുന്നു...
ConfirmUninstall=%1 അതിന്റെ എല്ലാ ഭാഗങ്ങളോടുംകൂടി നീക്കം ചെയ്യണോ? (പൗണ്ടിന്റെ രജിസ്റ്റർ, രേഖകൾ, ബാക്കപ്പുകൾ എന്നിവ തൊടില്ല.)
UninstallStatusLabel=ഈ കമ്പ്യൂട്ടറിൽനിന്ന് %1 നീക്കം ചെയ്യുന്നതുവരെ കാത്തിരിക്കുക.
UninstalledAll=%1 ഈ കമ്പ്യൂട്ടറിൽനിന്ന് നീക്കം ചെയ്തു.

[CustomMessages]
CreateDesktopIcon=ഡെസ്ക്ടോപ്പിൽ ഒരു കുറുക്കുവഴി ഉണ്ടാക്കുക
AdditionalIcons=കൂടുതൽ കുറുക്കുവഴികൾ:
LaunchProgram=%1 തുറക്കുക
UninstallProgram=%1 നീക്കം ചെയ്യുക
