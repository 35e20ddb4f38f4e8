/* llvm-extract.cpp - maintainer tool: extract facts from LLVM's X86 MC layer
   into gcc-mca's own data files (format: models/FORMAT).

     llvm-extract --isa          > models/x86-64.isa
     llvm-extract --cpu=btver2   > models/btver2.model

   gcc-mca reproduces llvm-mca's pipeline simulation without linking LLVM.
   What llvm-mca's InstrBuilder learns from LLVM for every instruction (its
   opcode as the assembly parser chooses it, the registers it reads and
   writes in LLVM's order, the use indices ReadAdvance entries refer to,
   which writes clear super-registers, the resolved scheduling class, zero
   idioms, dependency-breaking idioms, optimizable moves) and what it learns
   for a CPU (processor resources, register files, queue sizes, widths) is
   written here into text files, once, by a maintainer who has LLVM
   installed.  The build of gcc-mca itself never needs LLVM.

   This program only calls LLVM's public MC API; it contains no LLVM code.
   How it works (see models/gen/README for the long version):

     1. synthesise, for every non-pseudo opcode, MCInst instances with
        distinct non-special registers, `8(%rsi,%rdi,4)' memory and a few
        immediate values; print them with the AT&T and Intel printers;
     2. parse every printed text back with LLVM's assembly parser, exactly as
        llvm-mca does, and keep the opcode the parser chose;
     3. derive from each (text, parsed MCInst) pair a matching key
        (mnemonic + operand kinds) and the DEFS/USES lists (register operands
        located in the text by register identity);
     4. settle key collisions, pick one line per opcode and check that the
        documented lookup (models/FORMAT, "Key lookup") finds, for every
        sample text, the opcode LLVM chose and the same DEFS/USES;
     5. --isa: print the forms;  --cpu=NAME: print the CPU's scheduling
        model, and for every form the resolved scheduling class plus the
        same-register facts (zero idiom, dependency breaking, move).

   Output is deterministic: forms and `op' lines are sorted by opcode name,
   K lines by syntax and key, scheduling classes by LLVM's class index.  */

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCParser/MCAsmLexer.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace llvm;

namespace {

const char *const TripleName = "x86_64-unknown-unknown";

/* X86-specific MCOperandInfo::OperandType values (X86::OperandType in
   LLVM's private X86MCTargetDesc.h; the first two target types).  */
const unsigned OpTypeRoundingControl = MCOI::OPERAND_FIRST_TARGET;
const unsigned OpTypeCondCode = MCOI::OPERAND_FIRST_TARGET + 1;

/* Features left out of the all-features subtarget used for the ISA: the
   mode switches, and APX (r16-r31, NDD/NF forms), which no CPU in LLVM 19
   has and GCC 12 never emits.  */
const char *const SkippedFeatures[] = {
  "16bit-mode", "32bit-mode", "64bit-mode", "egpr", "push2pop2", "ppx",
  "ndd", "ccmp", "nf", "cf", "zu", nullptr
};

std::string lower (StringRef S) { return S.lower (); }

std::string trim (const std::string &S)
{
  size_t B = 0, E = S.size ();
  while (B < E && isspace ((unsigned char) S[B]))
    B++;
  while (E > B && isspace ((unsigned char) S[E - 1]))
    E--;
  return S.substr (B, E - B);
}

/* Collapse runs of white space (the printers use tabs) to one space.  */
std::string squeeze (const std::string &S)
{
  std::string R;
  bool Sp = false;
  for (char C : S)
    {
      if (isspace ((unsigned char) C))
	{
	  Sp = true;
	  continue;
	}
      if (Sp && !R.empty ())
	R += ' ';
      Sp = false;
      R += C;
    }
  return R;
}

std::string join (const std::vector<std::string> &V, const char *Sep)
{
  std::string R;
  for (size_t I = 0; I < V.size (); I++)
    {
      if (I)
	R += Sep;
      R += V[I];
    }
  return R;
}

bool parseInt (const std::string &S0, long long &V)
{
  std::string S = trim (S0);
  if (S.empty ())
    return false;
  char *End = nullptr;
  errno = 0;
  long long X = strtoll (S.c_str (), &End, 0);
  if (errno || !End || *End)
    return false;
  V = X;
  return true;
}

/* ------------------------------------------------------------------------
   Phase 0: the LLVM objects llvm-mca creates.  */

/* A streamer that keeps the instructions the parser emits.  */
class CaptureStreamer : public MCStreamer
{
public:
  std::vector<MCInst> Insts;
  explicit CaptureStreamer (MCContext &C) : MCStreamer (C) {}
  void emitInstruction (const MCInst &I, const MCSubtargetInfo &) override
  {
    Insts.push_back (I);
  }
  bool emitSymbolAttribute (MCSymbol *, MCSymbolAttr) override { return true; }
  void emitCommonSymbol (MCSymbol *, uint64_t, Align) override {}
  void emitZerofill (MCSection *, MCSymbol *, uint64_t, Align,
		     SMLoc) override {}
};

struct Parsed
{
  bool Ok = false;
  MCInst Inst;
  std::string Err;
};

struct Env
{
  const Target *T = nullptr;
  Triple TT;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MCII;
  std::unique_ptr<MCSubtargetInfo> STIAll;	/* every feature: the ISA */
  std::unique_ptr<MCInstrAnalysis> MCIA;
  std::unique_ptr<MCInstPrinter> ATT, Intel;
  std::unique_ptr<MCContext> PCtx;		/* owns synthesised exprs */
  std::unique_ptr<MCObjectFileInfo> PMOFI;

  /* Register classes used for operand kinds.  */
  std::map<std::string, unsigned> ClassByName;
  std::map<std::string, unsigned> RegByName;	/* lowercase; st, st(N) */
  unsigned SegClass = ~0u;

  bool init (std::string &Err);
  const MCRegisterClass *cls (const char *Name) const
  {
    auto It = ClassByName.find (Name);
    return It == ClassByName.end () ? nullptr
				     : &MRI->getRegClass (It->second);
  }
  unsigned reg (const std::string &Name) const
  {
    auto It = RegByName.find (Name);
    return It == RegByName.end () ? 0 : It->second;
  }
  std::string name (unsigned R) const { return lower (MRI->getName (R)); }
  Parsed parse (const std::string &Text, const MCSubtargetInfo &STI,
		bool IntelSyntax, unsigned Want = 1);
  MCInst detach (const MCInst &I);
  std::string print (const MCInst &I, bool IntelSyntax);
};

bool Env::init (std::string &Err)
{
  LLVMInitializeX86TargetInfo ();
  LLVMInitializeX86TargetMC ();
  LLVMInitializeX86AsmParser ();
  LLVMInitializeX86AsmPrinter ();
  TT = Triple (TripleName);
  T = TargetRegistry::lookupTarget (TripleName, Err);
  if (!T)
    return false;
  MRI.reset (T->createMCRegInfo (TripleName));
  MCTargetOptions Opts;
  MAI.reset (T->createMCAsmInfo (*MRI, TripleName, Opts));
  MCII.reset (T->createMCInstrInfo ());
  std::string FS;
  for (const SubtargetFeatureKV &F : [] (const Target *T) {
	 std::unique_ptr<MCSubtargetInfo> S (
	     T->createMCSubtargetInfo (TripleName, "x86-64", ""));
	 return std::vector<SubtargetFeatureKV> (
	     S->getAllProcessorFeatures ().begin (),
	     S->getAllProcessorFeatures ().end ());
       }(T))
    {
      bool Skip = false;
      for (const char *const *P = SkippedFeatures; *P; P++)
	if (!strcmp (F.Key, *P))
	  Skip = true;
      if (Skip)
	continue;
      if (!FS.empty ())
	FS += ',';
      FS += '+';
      FS += F.Key;
    }
  STIAll.reset (T->createMCSubtargetInfo (TripleName, "x86-64", FS));
  MCIA.reset (T->createMCInstrAnalysis (MCII.get ()));
  ATT.reset (T->createMCInstPrinter (TT, 0, *MAI, *MCII, *MRI));
  Intel.reset (T->createMCInstPrinter (TT, 1, *MAI, *MCII, *MRI));
  if (!MRI || !MAI || !MCII || !STIAll || !MCIA || !ATT || !Intel)
    {
      Err = "cannot create the X86 MC objects";
      return false;
    }
  PCtx.reset (new MCContext (TT, MAI.get (), MRI.get (), STIAll.get ()));
  PMOFI.reset (T->createMCObjectFileInfo (*PCtx, false));
  PCtx->setObjectFileInfo (PMOFI.get ());

  for (unsigned C = 0; C < MRI->getNumRegClasses (); C++)
    ClassByName[MRI->getRegClassName (&MRI->getRegClass (C))] = C;
  SegClass = ClassByName.count ("SEGMENT_REG") ? ClassByName["SEGMENT_REG"]
					       : ~0u;
  for (unsigned R = 1; R < MRI->getNumRegs (); R++)
    RegByName[name (R)] = R;
  for (unsigned I = 0; I < 8; I++)
    {
      unsigned R = reg ("st" + std::to_string (I));
      if (R)
	RegByName["st(" + std::to_string (I) + ")"] = R;
    }
  RegByName["st"] = reg ("st0");
  return true;
}

/* Parse TEXT as llvm-mca does (same parser objects and options) and return
   the instruction when exactly WANT instructions came out.  */
Parsed Env::parse (const std::string &Text, const MCSubtargetInfo &STI,
		   bool IntelSyntax, unsigned Want)
{
  Parsed R;
  std::string Src = IntelSyntax ? ".intel_syntax noprefix\n" : "";
  Src += Text;
  Src += '\n';
  SourceMgr SM;
  SM.AddNewSourceBuffer (MemoryBuffer::getMemBufferCopy (Src, "<synth>"),
			 SMLoc ());
  SM.setDiagHandler (
      [] (const SMDiagnostic &D, void *C) {
	if (D.getKind () != SourceMgr::DK_Error)
	  return;
	std::string *S = static_cast<std::string *> (C);
	if (!S->empty ())
	  *S += "; ";
	*S += D.getMessage ().str ();
      },
      &R.Err);
  MCContext Ctx (TT, MAI.get (), MRI.get (), &STI, &SM);
  std::unique_ptr<MCObjectFileInfo> MOFI (T->createMCObjectFileInfo (Ctx,
								     false));
  Ctx.setObjectFileInfo (MOFI.get ());
  CaptureStreamer Str (Ctx);
  std::unique_ptr<MCAsmParser> P (createMCAsmParser (SM, Ctx, Str, *MAI));
  P->getLexer ().setLexMasmIntegers (true);
  MCTargetOptions Opts;
  std::unique_ptr<MCTargetAsmParser> TAP (
      T->createMCAsmParser (STI, *P, *MCII, Opts));
  if (!TAP)
    {
      R.Err = "no target parser";
      return R;
    }
  P->setTargetParser (*TAP);
  bool Failed = P->Run (false);
  if (Failed || !R.Err.empty () || Str.Insts.size () != Want)
    {
      if (R.Err.empty ())
	R.Err = "parsed into " + std::to_string (Str.Insts.size ())
		+ " instructions";
      return R;
    }
  R.Inst = detach (Str.Insts.back ());
  R.Ok = true;
  return R;
}

/* Re-create expression operands in the persistent context, so that the
   instruction outlives the parser's context.  */
MCInst Env::detach (const MCInst &I)
{
  MCInst R = I;
  for (unsigned K = 0; K < R.getNumOperands (); K++)
    {
      MCOperand &Op = R.getOperand (K);
      if (!Op.isExpr ())
	continue;
      std::string S;
      raw_string_ostream OS (S);
      Op.getExpr ()->print (OS, MAI.get ());
      OS.flush ();
      long long V;
      if (parseInt (S, V))
	Op = MCOperand::createExpr (MCConstantExpr::create (V, *PCtx));
      else
	Op = MCOperand::createExpr (
	    MCSymbolRefExpr::create (PCtx->getOrCreateSymbol (S), *PCtx));
    }
  return R;
}

std::string Env::print (const MCInst &I, bool IntelSyntax)
{
  std::string S;
  raw_string_ostream OS (S);
  (IntelSyntax ? Intel : ATT)->printInst (&I, 0, "", *STIAll, OS);
  OS.flush ();
  /* Some pseudo-like opcodes print a trailing comment.  */
  size_t C = S.find ('#');
  if (C != std::string::npos)
    S.resize (C);
  return squeeze (S);
}

/* ------------------------------------------------------------------------
   Registers: canonical names, kinds, pseudo-registers.  */

/* LLVM registers that are not architectural: fp0-fp7 (x87 stack slots of
   the register allocator), the high 16-bit halves (hax, sih, r8wh, ...),
   the high bytes of r8-r31 (r8bh), eiz/riz, _eflags, the k-register pairs
   and tmmcfg.  They are never written into the data files.  */
bool isPseudoReg (const Env &E, unsigned R)
{
  std::string N = E.name (R);
  if (N.size () == 3 && N[0] == 'f' && N[1] == 'p' && isdigit (N[2]))
    return true;
  static const char *const Fixed[] = {
    "hax", "hbx", "hcx", "hdx", "hsi", "hdi", "hbp", "hsp", "hip", "sih",
    "dih", "bph", "sph", "eiz", "riz", "_eflags", "tmmcfg", nullptr
  };
  for (const char *const *P = Fixed; *P; P++)
    if (N == *P)
      return true;
  if (N.size () > 2 && N[0] == 'r'
      && (StringRef (N).ends_with ("wh") || StringRef (N).ends_with ("bh")))
    return true;
  if (N.find ("_k") != std::string::npos)	/* k0_k1 */
    return true;
  return false;
}

/* APX extended GPRs r16-r31 and their parts.  */
bool isEGPR (const Env &E, unsigned R)
{
  std::string N = E.name (R);
  if (N.size () < 3 || N[0] != 'r' || !isdigit (N[1]) || !isdigit (N[2]))
    return false;
  return atoi (N.c_str () + 1) >= 16;
}

/* APX forms (LLVM 19 names them *_EVEX, *_ND, *_NF, CCMP*, CTEST*, ...).
   The parser accepts some of them even with the APX features off; no CPU
   of LLVM 19 has APX and GCC 12 never emits it, so they are left out.  */
bool isAPXOpcode (StringRef N)
{
  return N.ends_with ("_EVEX") || N.contains ("_ND") || N.contains ("_NF")
	 || N.starts_with ("CCMP") || N.starts_with ("CTEST")
	 || N.starts_with ("CFCMOV") || N.starts_with ("PUSH2")
	 || N.starts_with ("POP2") || N.starts_with ("PUSHP")
	 || N.starts_with ("POPP") || N.starts_with ("JMPABS")
	 || N.starts_with ("SETZUCC");
}

/* The key kind of register R when it is a class operand.  */
std::string regKind (const Env &E, unsigned R)
{
  static const char *const Map[][2] = {
    {"GR8", "r8"}, {"GR16", "r16"}, {"GR32", "r32"}, {"GR64", "r64"},
    {"VR128X", "x"}, {"VR256X", "y"}, {"VR512", "z"}, {"VK1", "k"},
    {"VR64", "mm"}, {"RST", "st"}, {"SEGMENT_REG", "seg"},
    {"CONTROL_REG", "cr"}, {"DEBUG_REG", "dr"}, {"TILE", "tmm"},
  };
  for (auto &M : Map)
    {
      const MCRegisterClass *C = E.cls (M[0]);
      if (C && C->contains (R))
	return M[1];
    }
  return "%" + E.name (R);
}

/* ------------------------------------------------------------------------
   Assembly text, as printed by LLVM (or written by GCC), split into
   operands.  Operands are kept in AT&T order whatever the syntax.  */

struct TOp
{
  enum Kind { Reg, Mem, Imm, Expr, Round } K = Expr;
  bool Indirect = false;
  unsigned R = 0;			/* Reg */
  unsigned Base = 0, Index = 0, Seg = 0;	/* Mem */
  int SizeBits = 0;			/* Intel `dword ptr' etc. */
  std::string Bcst;			/* "{1to16}" */
  unsigned Mask = 0;			/* {%k1} */
  bool Zero = false;			/* {z} */
  std::string RoundKind;		/* "{er}" "{sae}" */
  bool ImmNum = false;
  long long ImmVal = 0;
};

struct TInst
{
  bool Ok = true;
  std::string Why;
  std::string Prefix;		/* "{evex}" / "{vex}" */
  std::string Mnem;
  std::vector<TOp> Ops;		/* AT&T order */
};

std::vector<std::string> splitOperands (const std::string &S)
{
  std::vector<std::string> R;
  int Depth = 0;
  std::string Cur;
  for (char C : S)
    {
      if (C == '(' || C == '[' || C == '{')
	Depth++;
      else if (C == ')' || C == ']' || C == '}')
	Depth--;
      if (C == ',' && Depth == 0)
	{
	  R.push_back (trim (Cur));
	  Cur.clear ();
	  continue;
	}
      Cur += C;
    }
  if (!trim (Cur).empty ())
    R.push_back (trim (Cur));
  return R;
}

bool isPrefixWord (const std::string &W)
{
  static const char *const P[] = {
    "lock", "rep", "repe", "repz", "repne", "repnz", "data16", "data32",
    "addr32", "addr16", "rex", "rex64", "notrack", "xacquire", "xrelease",
    "bnd", "cs", "ds", "es", "fs", "gs", "ss", nullptr
  };
  for (const char *const *Q = P; *Q; Q++)
    if (W == *Q)
      return true;
  return false;
}

/* Strip trailing {..} decorations (masking, zeroing, broadcast).  */
void stripDecorations (const Env &E, std::string &S, TOp &O, bool &Ok)
{
  for (;;)
    {
      S = trim (S);
      if (S.empty () || S.back () != '}')
	return;
      size_t B = S.rfind ('{');
      if (B == std::string::npos)
	{
	  Ok = false;
	  return;
	}
      std::string D = lower (S.substr (B + 1, S.size () - B - 2));
      if (B == 0)
	return;			/* the whole operand: rounding */
      S = S.substr (0, B);
      if (D == "z")
	O.Zero = true;
      else if (D.compare (0, 3, "1to") == 0)
	O.Bcst = "{" + D + "}";
      else
	{
	  if (!D.empty () && D[0] == '%')
	    D = D.substr (1);
	  O.Mask = E.reg (D);
	  if (!O.Mask)
	    Ok = false;
	}
    }
}

bool parseRound (const std::string &S, TOp &O)
{
  if (S.size () < 3 || S[0] != '{' || S.back () != '}'
      || S.find ('{', 1) != std::string::npos)
    return false;
  std::string D = lower (S.substr (1, S.size () - 2));
  O.K = TOp::Round;
  O.RoundKind = D == "sae" ? "{sae}" : "{er}";
  return true;
}

/* AT&T memory: [%seg:]disp(base,index,scale) or [%seg:]disp.  */
bool parseATTMem (const Env &E, std::string S, TOp &O)
{
  O.K = TOp::Mem;
  if (!S.empty () && S[0] == '%')
    {
      size_t C = S.find (':');
      if (C == std::string::npos)
	return false;
      O.Seg = E.reg (lower (S.substr (1, C - 1)));
      if (!O.Seg)
	return false;
      S = S.substr (C + 1);
    }
  size_t P = S.find ('(');
  if (P == std::string::npos)
    return true;
  size_t Q = S.rfind (')');
  if (Q == std::string::npos || Q < P)
    return false;
  std::vector<std::string> Parts;
  std::string In = S.substr (P + 1, Q - P - 1), Cur;
  for (char C : In)
    {
      if (C == ',')
	{
	  Parts.push_back (trim (Cur));
	  Cur.clear ();
	}
      else
	Cur += C;
    }
  Parts.push_back (trim (Cur));
  auto RegOf = [&] (const std::string &X, unsigned &R) {
    if (X.empty ())
      return true;
    if (X[0] != '%')
      return false;
    R = E.reg (lower (X.substr (1)));
    return R != 0;
  };
  if (!Parts.empty () && !RegOf (Parts[0], O.Base))
    return false;
  if (Parts.size () > 1 && !RegOf (Parts[1], O.Index))
    return false;
  return true;
}

/* Intel memory: [size ptr] [seg:][ terms ] or [size ptr] seg:disp.  */
bool parseIntelMem (const Env &E, std::string S, TOp &O)
{
  O.K = TOp::Mem;
  size_t C = S.find (':');
  size_t B = S.find ('[');
  if (C != std::string::npos && (B == std::string::npos || C < B))
    {
      O.Seg = E.reg (lower (trim (S.substr (0, C))));
      if (!O.Seg)
	return false;
      S = trim (S.substr (C + 1));
      B = S.find ('[');
    }
  if (B == std::string::npos)
    return true;
  size_t Q = S.rfind (']');
  if (Q == std::string::npos || Q < B)
    return false;
  std::string In = S.substr (B + 1, Q - B - 1);
  /* Terms separated by + and -.  */
  std::vector<std::string> Terms;
  std::string Cur;
  for (char Ch : In)
    {
      if (Ch == '+' || Ch == '-')
	{
	  Terms.push_back (trim (Cur));
	  Cur.clear ();
	}
      else
	Cur += Ch;
    }
  Terms.push_back (trim (Cur));
  for (const std::string &T0 : Terms)
    {
      std::string T = lower (T0);
      if (T.empty ())
	continue;
      size_t Star = T.find ('*');
      if (Star != std::string::npos)
	{
	  std::string A = trim (T.substr (0, Star)), Bs = trim (T.substr (Star + 1));
	  unsigned R = E.reg (A) ? E.reg (A) : E.reg (Bs);
	  if (!R)
	    return false;
	  O.Index = R;
	  continue;
	}
      unsigned R = E.reg (T);
      if (!R)
	continue;		/* displacement */
      if (!O.Base)
	O.Base = R;
      else if (!O.Index)
	O.Index = R;
      else
	return false;
    }
  return true;
}

int intelSize (const std::string &W)
{
  static const struct { const char *N; int B; } M[] = {
    {"byte", 8}, {"word", 16}, {"dword", 32}, {"fword", 48}, {"qword", 64},
    {"tbyte", 80}, {"xword", 80}, {"xmmword", 128}, {"oword", 128},
    {"ymmword", 256}, {"zmmword", 512},
  };
  for (auto &X : M)
    if (W == X.N)
      return X.B;
  return 0;
}

TInst splitAsm (const Env &E, const std::string &Text, bool IntelSyntax)
{
  TInst I;
  std::string S = trim (Text);
  for (;;)
    {
      if (!S.empty () && S[0] == '{')
	{
	  size_t C = S.find ('}');
	  I.Prefix = S.substr (0, C + 1);
	  S = trim (S.substr (C + 1));
	  continue;
	}
      size_t Sp = S.find (' ');
      std::string W = lower (S.substr (0, Sp));
      if (Sp != std::string::npos && isPrefixWord (W))
	{
	  S = trim (S.substr (Sp + 1));
	  continue;
	}
      I.Mnem = W;
      S = Sp == std::string::npos ? "" : trim (S.substr (Sp + 1));
      break;
    }
  std::vector<std::string> Ops = splitOperands (S);
  for (std::string Op : Ops)
    {
      TOp O;
      bool Ok = true;
      if (parseRound (Op, O))
	{
	  I.Ops.push_back (O);
	  continue;
	}
      stripDecorations (E, Op, O, Ok);
      if (!IntelSyntax)
	{
	  if (!Op.empty () && Op[0] == '*')
	    {
	      O.Indirect = true;
	      Op = trim (Op.substr (1));
	    }
	  if (!Op.empty () && Op[0] == '$')
	    {
	      O.K = TOp::Imm;
	      O.ImmNum = parseInt (Op.substr (1), O.ImmVal);
	    }
	  else if (!Op.empty () && Op[0] == '%' && Op.find (':') == std::string::npos
		   && E.reg (lower (Op.substr (1))))
	    {
	      O.K = TOp::Reg;
	      O.R = E.reg (lower (Op.substr (1)));
	    }
	  else if (Op.find ('(') != std::string::npos
		   || (!Op.empty () && Op[0] == '%'))
	    Ok = Ok && parseATTMem (E, Op, O);
	  else
	    O.K = TOp::Expr;
	}
      else
	{
	  std::string L = lower (Op);
	  size_t Ptr = L.find (" ptr ");
	  if (Ptr != std::string::npos && intelSize (trim (L.substr (0, Ptr))))
	    {
	      O.SizeBits = intelSize (trim (L.substr (0, Ptr)));
	      Ok = Ok && parseIntelMem (E, trim (Op.substr (Ptr + 5)), O);
	    }
	  else if (L.find ('[') != std::string::npos)
	    Ok = Ok && parseIntelMem (E, Op, O);
	  else if (E.reg (L))
	    {
	      O.K = TOp::Reg;
	      O.R = E.reg (L);
	    }
	  else if (L.find (':') != std::string::npos
		   && E.reg (trim (L.substr (0, L.find (':')))))
	    Ok = Ok && parseIntelMem (E, Op, O);
	  else if (parseInt (L, O.ImmVal))
	    {
	      O.K = TOp::Imm;
	      O.ImmNum = true;
	    }
	  else if (L.compare (0, 7, "offset ") == 0)
	    O.K = TOp::Imm;
	  else
	    O.K = TOp::Expr;
	}
      if (!Ok)
	{
	  I.Ok = false;
	  I.Why = "cannot parse operand `" + Op + "'";
	}
      I.Ops.push_back (O);
    }
  if (IntelSyntax)
    std::reverse (I.Ops.begin (), I.Ops.end ());
  return I;
}

/* ------------------------------------------------------------------------
   Phase 1: synthetic instances.  */

/* A memory operand's sub-operands in an MCInst (X86: base, scale, index,
   disp, segment; string sources: base, segment; string destinations: base;
   absolute moffs: disp, segment).  */
struct MemGroup
{
  enum Kind { Full, SrcIdx, DstIdx, Moffs } K;
  unsigned Start, Len;
  int base () const { return K == Moffs ? -1 : (int) Start; }
  int index () const { return K == Full ? (int) Start + 2 : -1; }
  int seg () const
  {
    return K == Full ? (int) Start + 4
	   : (K == SrcIdx || K == Moffs) ? (int) Start + 1 : -1;
  }
};

std::vector<MemGroup> memGroups (const Env &E, const MCInstrDesc &D)
{
  std::vector<MemGroup> G;
  unsigned N = D.getNumOperands ();
  auto OI = [&] (unsigned I) -> const MCOperandInfo & { return D.operands ()[I]; };
  auto HasRC = [&] (unsigned I) {
    return OI (I).isLookupPtrRegClass () || OI (I).RegClass >= 0;
  };
  auto IsSeg = [&] (unsigned I) {
    return !OI (I).isLookupPtrRegClass () && OI (I).RegClass == (int) E.SegClass
	   && OI (I).OperandType != MCOI::OPERAND_REGISTER;
  };
  auto NotReg = [&] (unsigned I) {
    return OI (I).OperandType != MCOI::OPERAND_REGISTER;
  };
  for (unsigned I = 0; I < N;)
    {
      if (I + 4 < N && NotReg (I) && HasRC (I) && OI (I + 1).RegClass < 0
	  && OI (I + 1).OperandType != MCOI::OPERAND_PCREL && HasRC (I + 2)
	  && OI (I + 3).RegClass < 0 && IsSeg (I + 4))
	{
	  G.push_back ({MemGroup::Full, I, 5});
	  I += 5;
	  continue;
	}
      if (OI (I).OperandType == MCOI::OPERAND_MEMORY)
	{
	  if (HasRC (I) && I + 1 < N && IsSeg (I + 1))
	    {
	      G.push_back ({MemGroup::SrcIdx, I, 2});
	      I += 2;
	      continue;
	    }
	  if (!HasRC (I) && I + 1 < N && IsSeg (I + 1))
	    {
	      G.push_back ({MemGroup::Moffs, I, 2});
	      I += 2;
	      continue;
	    }
	  if (HasRC (I))
	    {
	      G.push_back ({MemGroup::DstIdx, I, 1});
	      I += 1;
	      continue;
	    }
	}
      I++;
    }
  return G;
}

const MemGroup *groupOf (const std::vector<MemGroup> &G, unsigned Op)
{
  for (const MemGroup &M : G)
    if (Op >= M.Start && Op < M.Start + M.Len)
      return &M;
  return nullptr;
}

struct RegPicker
{
  const Env &E;
  std::vector<unsigned> Used;
  std::vector<unsigned> Special;
  explicit RegPicker (const Env &E) : E (E)
  {
    for (const char *N : {"rax", "rcx", "rdx", "rsi", "rdi", "rsp", "rbp",
			  "rip", "zmm0", "k0", "mm0", "st0"})
      if (E.reg (N))
	Special.push_back (E.reg (N));
  }
  bool conflicts (unsigned R) const
  {
    for (unsigned U : Used)
      if (E.MRI->regsOverlap (U, R))
	return true;
    return false;
  }
  bool special (unsigned R) const
  {
    if (isEGPR (E, R) || isPseudoReg (E, R))
      return true;
    for (unsigned S : Special)
      if (E.MRI->regsOverlap (S, R))
	return true;
    return false;
  }
  const MCRegisterClass *classOf (const MCOperandInfo &OI) const
  {
    if (OI.isLookupPtrRegClass ())
      return E.cls ("GR64");
    if (OI.RegClass < 0)
      return nullptr;
    return &E.MRI->getRegClass (OI.RegClass);
  }
  /* A register of the operand's class: preferably one overlapping PREFER
     (memory base/index), else the first one that is neither special nor
     overlapping a register already used.  */
  unsigned pick (const MCOperandInfo &OI, unsigned Prefer = 0)
  {
    const MCRegisterClass *C = classOf (OI);
    if (!C)
      return 0;
    unsigned R = 0;
    if (Prefer)
      for (unsigned X : *C)
	if (E.MRI->regsOverlap (X, Prefer) && !conflicts (X))
	  {
	    R = X;
	    break;
	  }
    if (!R)
      for (unsigned X : *C)
	if (!special (X) && !conflicts (X) && !isEGPR (E, X))
	  {
	    R = X;
	    break;
	  }
    if (!R)
      for (unsigned X : *C)
	if (!conflicts (X) && !isEGPR (E, X) && !isPseudoReg (E, X))
	  {
	    R = X;
	    break;
	  }
    if (!R && C->getNumRegs ())
      R = *C->begin ();
    if (R)
      Used.push_back (R);
    return R;
  }
};

/* The base instance of opcode OPC: every register operand distinct,
   memory 8(%rsi,%rdi,4), immediates 2, condition codes 0, branch targets
   `foo'.  Returns false for forms that cannot be built.  */
bool synthesize (Env &E, unsigned Opc, MCInst &MI)
{
  const MCInstrDesc &D = E.MCII->get (Opc);
  std::vector<MemGroup> G = memGroups (E, D);
  RegPicker P (E);
  unsigned RSI = E.reg ("rsi"), RDI = E.reg ("rdi");
  MI.clear ();
  MI.setOpcode (Opc);
  std::vector<MCOperand> Ops (D.getNumOperands ());
  /* Memory first, so that other operands keep clear of its registers.  */
  for (const MemGroup &M : G)
    for (unsigned K = 0; K < M.Len; K++)
      {
	unsigned I = M.Start + K;
	const MCOperandInfo &OI = D.operands ()[I];
	if ((int) I == M.seg ())
	  Ops[I] = MCOperand::createReg (0);
	else if ((int) I == M.base ())
	  Ops[I] = MCOperand::createReg (
	      P.pick (OI, M.K == MemGroup::DstIdx ? RDI : RSI));
	else if ((int) I == M.index ())
	  {
	    const MCRegisterClass *C = P.classOf (OI);
	    bool Vec = C && !C->contains (RDI) && !C->contains (E.reg ("edi"));
	    Ops[I] = MCOperand::createReg (P.pick (OI, Vec ? 0 : RDI));
	  }
	else if (M.K == MemGroup::Full && K == 1)
	  Ops[I] = MCOperand::createImm (4);		/* scale */
	else
	  Ops[I] = MCOperand::createImm (8);		/* disp */
      }
  for (unsigned I = 0; I < D.getNumOperands (); I++)
    {
      if (groupOf (G, I))
	continue;
      const MCOperandInfo &OI = D.operands ()[I];
      int Tied = D.getOperandConstraint (I, MCOI::TIED_TO);
      if (Tied >= 0 && (unsigned) Tied < I)
	{
	  Ops[I] = Ops[Tied];
	  continue;
	}
      if (OI.OperandType == MCOI::OPERAND_PCREL)
	Ops[I] = MCOperand::createExpr (MCSymbolRefExpr::create (
	    E.PCtx->getOrCreateSymbol ("foo"), *E.PCtx));
      else if (OI.RegClass >= 0 || OI.isLookupPtrRegClass ())
	{
	  unsigned R = P.pick (OI);
	  if (!R)
	    return false;
	  Ops[I] = MCOperand::createReg (R);
	}
      else
	Ops[I] = MCOperand::createImm (
	    OI.OperandType == OpTypeCondCode || OI.OperandType == OpTypeRoundingControl
		? 0 : 2);
    }
  for (MCOperand &O : Ops)
    MI.addOperand (O);
  return true;
}

/* ------------------------------------------------------------------------
   Phase 2/3: samples, keys, DEFS and USES.  */

enum Rank
{
  RankBase = 0,		/* generic immediate (large value), no prefix */
  RankSmallImm = 1,	/* i8 sample */
  RankOne = 2,		/* i1 sample */
  RankFolded = 3,	/* immediate folded into the mnemonic (vcmpleps) */
  RankSpelling = 4,	/* another spelling (suffix, operand order, size) */
  RankPrefix = 5	/* {evex} / {vex} pseudo-prefix */
};

enum ImmClass { ImmAny, ImmS8, ImmOne };

struct Sample
{
  bool Intel = false;
  std::string Text;		/* as parsed */
  unsigned Origin = 0;		/* opcode synthesised */
  unsigned Opcode = 0;		/* opcode the parser chose */
  int Rank = RankBase;
  ImmClass IC = ImmAny;		/* kind given to the immediates */
  std::string Key, Defs, Uses;
  bool Ok = false;
  bool Probe = false;		/* only checked by the lookup, no key */
  std::string Why;
  MCInst Inst;			/* as parsed */
};

/* "/x", "/y", "/z" for a vector-indexed (VSIB) memory operand.  */
std::string vsib (const Env &E, const TOp &O)
{
  if (!O.Index)
    return "";
  std::string K = regKind (E, O.Index);
  return (K == "x" || K == "y" || K == "z") ? "/" + K : "";
}

std::string immKind (ImmClass IC)
{
  return IC == ImmOne ? "i1" : IC == ImmS8 ? "i8" : "i";
}

/* The key of text instance TI (operands in AT&T order), whose parsed
   instruction is MI.  A register written in the text is a class kind when
   it is an explicit register operand of MI, else a literal %NAME.  */
std::string makeKey (const Env &E, const TInst &TI, const MCInst &MI,
		     bool IntelSyntax, ImmClass IC)
{
  const MCInstrDesc &D = E.MCII->get (MI.getOpcode ());
  std::set<unsigned> Explicit;
  for (unsigned K = 0; K < MI.getNumOperands (); K++)
    if (MI.getOperand (K).isReg () && MI.getOperand (K).getReg ())
      Explicit.insert (MI.getOperand (K).getReg ());
  bool Branchy = D.isBranch () || D.isCall ();
  std::vector<std::string> Kinds;
  for (const TOp &O : TI.Ops)
    {
      std::string S;
      switch (O.K)
	{
	case TOp::Reg:
	  S = Explicit.count (O.R) ? regKind (E, O.R) : "%" + E.name (O.R);
	  break;
	case TOp::Mem:
	  S = "m";
	  if (IntelSyntax && O.SizeBits)
	    S += std::to_string (O.SizeBits);
	  S += vsib (E, O) + O.Bcst;
	  break;
	case TOp::Imm:
	  S = immKind (O.ImmNum ? IC : ImmAny);
	  break;
	case TOp::Expr:
	  S = Branchy ? "rel" : "m";
	  break;
	case TOp::Round:
	  S = O.RoundKind;
	  break;
	}
      if (O.Mask)
	S += "{k}";
      if (O.Zero)
	S += "{z}";
      if (O.Indirect && !IntelSyntax)
	S = "*" + S;
      Kinds.push_back (S);
    }
  std::string Key = TI.Prefix.empty () ? "" : TI.Prefix + " ";
  Key += TI.Mnem;
  if (!Kinds.empty ())
    Key += " " + join (Kinds, ",");
  return Key;
}

/* Where register R of MI appears in the text: "oN", "oN.b", "oN.i",
   "oN.s", "oN.k", or "" (not written).  Sets AMBIG when it appears more
   than once.  */
std::string locate (const TInst &TI, unsigned R, bool &Ambig)
{
  std::vector<std::string> Hits;
  for (size_t N = 0; N < TI.Ops.size (); N++)
    {
      const TOp &O = TI.Ops[N];
      std::string On = "o" + std::to_string (N);
      if (O.K == TOp::Reg && O.R == R)
	Hits.push_back (On);
      if (O.K == TOp::Mem)
	{
	  if (O.Base == R)
	    Hits.push_back (On + ".b");
	  if (O.Index == R)
	    Hits.push_back (On + ".i");
	  if (O.Seg == R)
	    Hits.push_back (On + ".s");
	}
      if (O.Mask == R)
	Hits.push_back (On + ".k");
    }
  if (Hits.size () > 1)
    Ambig = true;
  return Hits.empty () ? "" : Hits[0];
}

/* The text operand holding memory group M of MI (found through a register
   of the group), or -1.  */
int memOperandOf (const TInst &TI, const MCInst &MI, const MemGroup &M)
{
  for (int Sub : {M.base (), M.index (), M.seg ()})
    {
      if (Sub < 0 || !MI.getOperand (Sub).isReg ())
	continue;
      unsigned R = MI.getOperand (Sub).getReg ();
      if (!R)
	continue;
      for (size_t N = 0; N < TI.Ops.size (); N++)
	{
	  const TOp &O = TI.Ops[N];
	  if (O.K == TOp::Mem && (O.Base == R || O.Index == R || O.Seg == R))
	    return (int) N;
	}
    }
  int Only = -1, Count = 0;
  for (size_t N = 0; N < TI.Ops.size (); N++)
    if (TI.Ops[N].K == TOp::Mem || TI.Ops[N].K == TOp::Expr)
      {
	Only = (int) N;
	Count++;
      }
  return Count == 1 ? Only : -1;
}

/* DEFS and USES of MI, with register operands located in TI, in the order
   and with the use indices of llvm-mca's InstrBuilder.  */
bool defsUses (const Env &E, const TInst &TI, const MCInst &MI,
	       std::string &Defs, std::string &Uses, std::string &Why)
{
  const MCInstrDesc &D = E.MCII->get (MI.getOpcode ());
  std::vector<MemGroup> G = memGroups (E, D);
  unsigned NumDefs = D.getNumDefs ();
  unsigned NImpDefs = D.implicit_defs ().size ();
  bool Ambig = false;
  if (MI.getNumOperands () != D.getNumOperands () && !D.isVariadic ())
    {
      Why = "operand count differs from the descriptor";
      return false;
    }
  APInt WriteMask (NumDefs + NImpDefs, 0);
  if (NumDefs + NImpDefs)
    E.MCIA->clearsSuperRegisters (*E.MRI, MI, WriteMask);
  std::vector<std::string> DV, UV;
  auto Where = [&] (unsigned OpIdx) -> std::string {
    const MCOperand &Op = MI.getOperand (OpIdx);
    unsigned R = Op.getReg ();
    if (R)
      {
	std::string L = locate (TI, R, Ambig);
	return L.empty () ? "%" + E.name (R) : L;
      }
    /* NoReg: a memory base/index/segment not used by this instance.  */
    const MemGroup *M = groupOf (G, OpIdx);
    if (!M)
      return "";
    int N = memOperandOf (TI, MI, *M);
    if (N < 0)
      return "";
    std::string On = "o" + std::to_string (N);
    if ((int) OpIdx == M->base ())
      return On + ".b";
    if ((int) OpIdx == M->index ())
      return On + ".i";
    if ((int) OpIdx == M->seg ())
      return On + ".s";
    return "";
  };
  for (unsigned I = 0; I < NumDefs; I++)
    {
      if (!MI.getOperand (I).isReg () || !MI.getOperand (I).getReg ())
	{
	  Why = "explicit def is not a register";
	  return false;
	}
      DV.push_back (Where (I) + (WriteMask[I] ? "^" : ""));
    }
  for (unsigned I = 0; I < NImpDefs; I++)
    {
      unsigned R = D.implicit_defs ()[I];
      if (isPseudoReg (E, R))
	{
	  Why = "implicit def of pseudo register " + E.name (R);
	  return false;
	}
      DV.push_back ("%" + E.name (R) + (WriteMask[NumDefs + I] ? "^" : ""));
    }
  unsigned NumExplicitUses = D.getNumOperands () - NumDefs;
  for (unsigned I = 0; I < NumExplicitUses; I++)
    {
      unsigned OpIdx = NumDefs + I;
      if (OpIdx >= MI.getNumOperands () || !MI.getOperand (OpIdx).isReg ())
	continue;
      if (E.MRI->isConstant (MI.getOperand (OpIdx).getReg ()))
	continue;
      std::string W = Where (OpIdx);
      if (W.empty ())
	continue;
      UV.push_back (W + "@" + std::to_string (I));
    }
  for (unsigned I = 0; I < D.implicit_uses ().size (); I++)
    {
      unsigned R = D.implicit_uses ()[I];
      if (E.MRI->isConstant (R))
	continue;
      if (isPseudoReg (E, R))
	{
	  Why = "implicit use of pseudo register " + E.name (R);
	  return false;
	}
      UV.push_back ("%" + E.name (R) + "@"
		    + std::to_string (NumExplicitUses + I));
    }
  /* Variadic operands (RET's) are never produced by the parser.  */
  if (Ambig)
    {
      Why = "a register appears twice in the text";
      return false;
    }
  Defs = DV.empty () ? "-" : join (DV, ",");
  Uses = UV.empty () ? "-" : join (UV, ",");
  return true;
}

/* The flags of an opcode: its MCInstrDesc's, and the memory barriers
   llvm-mca 19's X86 post-processing sets (X86InstrPostProcess: LFENCE
   orders later loads, SFENCE later stores, MFENCE both).  */
std::string flagsOf (const MCInstrDesc &D, StringRef Name)
{
  std::vector<std::string> F;
  if (D.mayLoad ())
    F.push_back ("load");
  if (D.mayStore ())
    F.push_back ("store");
  if (D.hasUnmodeledSideEffects ())
    F.push_back ("side");
  if (D.isCall ())
    F.push_back ("call");
  if (D.isReturn ())
    F.push_back ("ret");
  if (D.isBranch ())
    F.push_back ("branch");
  if (D.isConditionalBranch ())
    F.push_back ("cond");
  if (D.isIndirectBranch ())
    F.push_back ("indirect");
  if (D.isBarrier ())
    F.push_back ("barrier");
  if (D.isVariadic ())
    F.push_back ("variadic");
  if (D.isTerminator ())
    F.push_back ("terminator");
  if (Name == "LFENCE" || Name == "MFENCE")
    F.push_back ("lbarrier");
  if (Name == "SFENCE" || Name == "MFENCE")
    F.push_back ("sbarrier");
  return F.empty () ? "-" : join (F, ",");
}

/* ------------------------------------------------------------------------
   The extractor: samples for every opcode, then forms.  */

struct KLine
{
  bool Intel;
  std::string Key, Defs, Uses;	/* Defs/Uses empty: same as the I line */
};

struct Form
{
  unsigned Opcode = 0;
  std::string Name;
  std::string AttKey = "-", IntelKey = "-", Defs = "-", Uses = "-", Flags;
  std::vector<KLine> K;
  int AttSample = -1, IntelSample = -1;	/* primary samples */
};

struct Extractor
{
  Env &E;
  std::vector<Sample> Samples;
  std::map<std::pair<bool, std::string>, Parsed> Cache;
  std::map<unsigned, Form> Forms;	/* by opcode */
  /* (syntax, key) -> (opcode, DEFS, USES), as a loader builds it.  */
  std::map<std::pair<bool, std::string>,
	   std::tuple<unsigned, std::string, std::string>> KeyIndex;
  std::vector<std::string> Notes;	/* for the report */
  unsigned NumSynth = 0, NumParsed = 0;
  /* Opcodes whose operands LLVM's Intel printer lists in AT&T order.  */
  std::set<unsigned> IntelAttOrder;

  explicit Extractor (Env &E) : E (E) {}

  const Parsed &parseCached (const std::string &Text, bool IntelSyntax)
  {
    auto K = std::make_pair (IntelSyntax, Text);
    auto It = Cache.find (K);
    if (It != Cache.end ())
      return It->second;
    NumParsed++;
    return Cache[K] = E.parse (Text, *E.STIAll, IntelSyntax);
  }

  /* Parse TEXT and record a sample.  Returns the parsed opcode or ~0u.  */
  unsigned addSample (const std::string &Text, bool IntelSyntax,
		      unsigned Origin, int Rank, ImmClass IC,
		      unsigned Unless = ~0u, bool Probe = false)
  {
    const Parsed &P = parseCached (Text, IntelSyntax);
    if (!P.Ok || isAPXOpcode (E.MCII->getName (P.Inst.getOpcode ())))
      return ~0u;
    /* Pseudo-prefixed texts only matter when the prefix changes the
       parser's choice.  */
    if (P.Inst.getOpcode () == Unless)
      return ~0u;
    Sample S;
    S.Intel = IntelSyntax;
    S.Text = Text;
    S.Origin = Origin;
    S.Opcode = P.Inst.getOpcode ();
    S.Rank = Rank;
    S.IC = IC;
    S.Probe = Probe;
    S.Inst = P.Inst;
    TInst TI = splitAsm (E, Text, IntelSyntax);
    if (!TI.Ok)
      S.Why = TI.Why;
    else
      {
	S.Key = makeKey (E, TI, P.Inst, IntelSyntax, IC);
	S.Ok = defsUses (E, TI, P.Inst, S.Defs, S.Uses, S.Why);
      }
    Samples.push_back (S);
    return S.Opcode;
  }

  void sampleOpcode (unsigned Opc);
  bool intelInAttOrder (MCInst MI, const std::vector<unsigned> &Imms);
  void sampleText (const MCInst &MI, unsigned Opc, bool IntelSyntax,
		   bool Folded, const std::vector<unsigned> &ImmOps);
  void build ();
  bool lookup (bool IntelSyntax, const std::string &Text, unsigned &Opc,
	       std::string &Defs, std::string &Uses);
  void selfCheck ();
};

/* The printed text with its immediates' values hidden: instances whose
   immediate values change the mnemonic (vcmpleps) get distinct shapes.  */
std::string shapeOf (const std::string &Text)
{
  std::string R;
  for (size_t I = 0; I < Text.size (); I++)
    {
      char C = Text[I];
      if (C == '$')
	{
	  R += "$#";
	  I++;
	  while (I < Text.size () && (isalnum ((unsigned char) Text[I])
				      || Text[I] == '-'))
	    I++;
	  I--;
	  continue;
	}
      R += C;
    }
  return R;
}

/* Other spellings of printed text T that GCC (or a person) may write and
   LLVM's parser accepts: the AT&T mnemonic without its size suffix
   (callq -> call), with one added (cvtsi2sd -> cvtsi2sdl), x/y suffixes of
   conversions (vcvttpd2dqy), fistpll -> fistpq; two operands swapped
   (xchgq (%rax), %rdx); Intel memory without its size (prefetcht0 [rdi]).
   Each is parsed, and kept as a sample of whatever LLVM makes of it.  */
std::vector<std::string> spellings (const Env &E, const std::string &T,
				    bool IntelSyntax)
{
  std::vector<std::string> R;
  TInst TI = splitAsm (E, T, IntelSyntax);
  if (!TI.Ok || !TI.Prefix.empty ())
    return R;
  const std::string &M = TI.Mnem;
  size_t P = T.find (M);
  if (P == std::string::npos)
    return R;
  std::string Head = T.substr (0, P), Tail = T.substr (P + M.size ());
  if (!IntelSyntax && M.size () > 2)
    {
      std::vector<std::string> Ms;
      if (strchr ("bwlq", M.back ()))
	Ms.push_back (M.substr (0, M.size () - 1));
      else
	{
	  Ms.push_back (M + "l");
	  Ms.push_back (M + "q");
	}
      if (StringRef (M).contains ("cvt") && !strchr ("xy", M.back ()))
	{
	  Ms.push_back (M + "x");
	  Ms.push_back (M + "y");
	}
      if (StringRef (M).ends_with ("ll"))
	Ms.push_back (M.substr (0, M.size () - 2) + "q");
      for (const std::string &X : Ms)
	R.push_back (Head + X + Tail);
    }
  std::string Ops = trim (Tail);
  std::vector<std::string> V = splitOperands (Ops);
  /* Swapped operands (not for string instructions, whose two memory
     operands LLVM takes in either order).  */
  if (V.size () == 2 && V[0] != V[1]
      && !(TI.Ops[0].K == TOp::Mem && TI.Ops[1].K == TOp::Mem))
    R.push_back (Head + M + " " + V[1] + ", " + V[0]);
  if (IntelSyntax && StringRef (T).contains (" ptr "))
    {
      std::string U = T;
      for (const char *Sz : {"byte", "word", "dword", "fword", "qword", "tbyte",
			     "xmmword", "ymmword", "zmmword"})
	{
	  std::string Pat = std::string (Sz) + " ptr ";
	  for (size_t Q; (Q = U.find (Pat)) != std::string::npos;)
	    {
	      /* Only whole words: "dword ptr" must not match in "qword ptr".  */
	      if (Q > 0 && isalpha ((unsigned char) U[Q - 1]))
		break;
	      U.erase (Q, Pat.size ());
	    }
	}
      if (U != T)
	R.push_back (U);
    }
  return R;
}

void Extractor::sampleText (const MCInst &MI0, unsigned Opc, bool IntelSyntax,
			    bool Folded, const std::vector<unsigned> &ImmOps)
{
  MCInst MI = MI0;
  auto SetImm = [&] (long long V) {
    for (unsigned I : ImmOps)
      MI.getOperand (I).setImm (V);
  };
  /* A sample, its pseudo-prefixed forms when the parser chose another
     opcode, and its other spellings.  */
  auto Add = [&] (const std::string &T, int Rank, ImmClass IC,
		  unsigned Unless) -> unsigned {
    unsigned B = addSample (T, IntelSyntax, Opc, Rank, IC, Unless);
    if (B == ~0u)
      return B;
    if (B != Opc)
      for (const char *Pfx : {"{evex} ", "{vex} "})
	addSample (Pfx + T, IntelSyntax, Opc, RankPrefix, IC, B);
    for (const std::string &V : spellings (E, T, IntelSyntax))
      addSample (V, IntelSyntax, Opc, RankSpelling, IC);
    return B;
  };
  if (Folded || ImmOps.empty ())
    {
      Add (E.print (MI, IntelSyntax), Folded ? RankFolded : RankBase, ImmAny,
	   ~0u);
      return;
    }
  /* Generic immediates: a large value (kind i), 2 (i8), 1 (i1).  The
     smaller values are samples only when they change the parser's
     choice.  */
  unsigned RefOpc = ~0u;
  for (long long V : {1000LL, 200LL, 2LL})
    {
      SetImm (V);
      RefOpc = Add (E.print (MI, IntelSyntax), RankBase, ImmAny, ~0u);
      if (RefOpc != ~0u)
	break;
    }
  if (RefOpc == ~0u)
    return;
  /* A symbolic immediate ($foo, AT&T only: Intel needs OFFSET): checked
     by the lookup only, no key.  */
  if (!IntelSyntax)
    {
      std::string RT = E.print (MI, false);
      for (const char *V : {"$1000", "$200", "$2"})
	{
	  size_t P = RT.find (V);
	  if (P == std::string::npos)
	    continue;
	  size_t E2 = P + strlen (V);
	  if (E2 < RT.size () && isalnum ((unsigned char) RT[E2]))
	    continue;
	  addSample (RT.substr (0, P) + "$foo" + RT.substr (E2), false, Opc,
		     RankSpelling, ImmAny, ~0u, true);
	  break;
	}
    }
  SetImm (2);
  std::string T2 = E.print (MI, IntelSyntax);
  const Parsed &P2 = parseCached (T2, IntelSyntax);
  unsigned Opc2 = P2.Ok ? P2.Inst.getOpcode () : ~0u;
  if (Opc2 != ~0u && Opc2 != RefOpc)
    Add (T2, RankSmallImm, ImmS8, ~0u);
  SetImm (1);
  std::string T1 = E.print (MI, IntelSyntax);
  if (shapeOf (T1) == shapeOf (T2) || IntelSyntax)
    {
      const Parsed &P1 = parseCached (T1, IntelSyntax);
      unsigned Opc1 = P1.Ok ? P1.Inst.getOpcode () : ~0u;
      unsigned Next = Opc2 != ~0u ? Opc2 : RefOpc;
      if (Opc1 != ~0u && Opc1 != Next)
	Add (T1, RankOne, ImmOne, ~0u);
    }
}

/* Whether LLVM's Intel printer lists MI's operands in AT&T order, where
   it reverses them for every other instruction (ENTER's one asm string
   serves both syntaxes: `enter $7, $8' is `enter 7, 8').  With distinct
   immediates, the operands of the two texts (splitAsm puts Intel's in
   AT&T order by reversing them) come out reversed.  Register and
   immediate operands only.  */
bool Extractor::intelInAttOrder (MCInst MI, const std::vector<unsigned> &Imms)
{
  long long V = 3;
  for (unsigned I : Imms)
    MI.getOperand (I).setImm (V++);
  TInst A = splitAsm (E, E.print (MI, false), false);
  TInst B = splitAsm (E, E.print (MI, true), true);
  size_t N = A.Ops.size ();
  if (!A.Ok || !B.Ok || N < 2 || B.Ops.size () != N)
    return false;
  auto Same = [] (const TOp &X, const TOp &Y) {
    if (X.K != Y.K)
      return false;
    if (X.K == TOp::Reg)
      return X.R == Y.R;
    return X.K == TOp::Imm && X.ImmNum && Y.ImmNum && X.ImmVal == Y.ImmVal;
  };
  bool Eq = true, Rev = true;
  for (size_t K = 0; K < N; K++)
    {
      Eq &= Same (A.Ops[K], B.Ops[K]);
      Rev &= Same (A.Ops[K], B.Ops[N - 1 - K]);
    }
  return Rev && !Eq;
}

void Extractor::sampleOpcode (unsigned Opc)
{
  const MCInstrDesc &D = E.MCII->get (Opc);
  if (D.isPseudo () || isAPXOpcode (E.MCII->getName (Opc)))
    return;
  MCInst Base;
  if (!synthesize (E, Opc, Base))
    return;
  NumSynth++;
  std::vector<MemGroup> G = memGroups (E, D);
  std::vector<unsigned> CC, Imms;
  for (unsigned I = 0; I < D.getNumOperands (); I++)
    {
      if (groupOf (G, I) || !Base.getOperand (I).isImm ())
	continue;
      unsigned T = D.operands ()[I].OperandType;
      if (T == OpTypeCondCode)
	CC.push_back (I);
      else if (T != OpTypeRoundingControl)
	Imms.push_back (I);
    }
  if (intelInAttOrder (Base, Imms))
    IntelAttOrder.insert (Opc);
  std::vector<int> CCVals = {-1};
  if (!CC.empty ())
    {
      CCVals.clear ();
      for (int V = 0; V < 16; V++)
	CCVals.push_back (V);
    }
  for (int CV : CCVals)
    {
      MCInst MI = Base;
      for (unsigned I : CC)
	MI.getOperand (I).setImm (CV);
      for (bool IntelSyntax : {false, true})
	{
	  if (Imms.empty ())
	    {
	      sampleText (MI, Opc, IntelSyntax, false, Imms);
	      continue;
	    }
	  /* Immediates the printer folds into the mnemonic (comparison
	     predicates, pclmul selectors): one sample per printed shape.  */
	  std::map<std::string, long long> Shapes;
	  std::string Generic;
	  for (long long V : {2LL, 0LL, 1LL, 3LL, 4LL, 5LL, 6LL, 7LL, 8LL, 9LL,
			      10LL, 11LL, 12LL, 13LL, 14LL, 15LL, 16LL, 17LL,
			      18LL, 19LL, 20LL, 21LL, 22LL, 23LL, 24LL, 25LL,
			      26LL, 27LL, 28LL, 29LL, 30LL, 31LL, 0x10LL,
			      0x11LL})
	    {
	      MCInst X = MI;
	      for (unsigned I : Imms)
		X.getOperand (I).setImm (V);
	      /* The shape is taken from the AT&T text: Intel prints
		 immediates without `$'.  */
	      std::string S = shapeOf (E.print (X, false));
	      if (V == 2)
		Generic = S;
	      if (!Shapes.count (S))
		Shapes[S] = V;
	    }
	  for (auto &SV : Shapes)
	    {
	      MCInst X = MI;
	      for (unsigned I : Imms)
		X.getOperand (I).setImm (SV.second);
	      if (SV.first == Generic)
		sampleText (X, Opc, IntelSyntax, false, Imms);
	      else if (SV.first.find ("$#") == std::string::npos)
		sampleText (X, Opc, IntelSyntax, true, Imms);
	    }
	}
    }
}

bool betterSample (const Sample &A, const Sample &B, unsigned Opc)
{
  /* Prefer samples synthesised from the opcode itself, then lower rank,
     then shorter keys and texts (deterministic).  */
  bool AO = A.Origin == Opc, BO = B.Origin == Opc;
  if (AO != BO)
    return AO;
  if (A.Rank != B.Rank)
    return A.Rank < B.Rank;
  if (A.Key.size () != B.Key.size ())
    return A.Key.size () < B.Key.size ();
  if (A.Key != B.Key)
    return A.Key < B.Key;
  return A.Text < B.Text;
}

void Extractor::build ()
{
  for (unsigned Opc = 0; Opc < E.MCII->getNumOpcodes (); Opc++)
    sampleOpcode (Opc);

  /* Key collisions: one opcode per (syntax, key).  The winner is the
     opcode of the best-ranked sample carrying the key.  */
  std::map<std::pair<bool, std::string>, std::vector<int>> ByKey;
  for (size_t I = 0; I < Samples.size (); I++)
    if (Samples[I].Ok && !Samples[I].Probe)
      ByKey[{Samples[I].Intel, Samples[I].Key}].push_back ((int) I);
  std::map<std::pair<bool, std::string>, unsigned> Winner;
  for (auto &KV : ByKey)
    {
      int Best = -1;
      std::set<unsigned> Opcodes;
      for (int I : KV.second)
	{
	  const Sample &S = Samples[I];
	  Opcodes.insert (S.Opcode);
	  if (Best < 0)
	    {
	      Best = I;
	      continue;
	    }
	  const Sample &B = Samples[Best];
	  /* Lower rank wins; on a tie the lower LLVM opcode number.  */
	  if (S.Rank < B.Rank || (S.Rank == B.Rank && S.Opcode < B.Opcode))
	    Best = I;
	}
      Winner[KV.first] = Samples[Best].Opcode;
      if (Opcodes.size () > 1)
	{
	  std::string N = std::string (KV.first.first ? "intel" : "att")
			  + " key `" + KV.first.second + "' -> "
			  + E.MCII->getName (Samples[Best].Opcode).str ()
			  + " (also:";
	  for (int I : KV.second)
	    if (Samples[I].Opcode != Samples[Best].Opcode)
	      N += " " + E.MCII->getName (Samples[I].Opcode).str () + " from `"
		   + Samples[I].Text + "'";
	  N += ")";
	  Notes.push_back ("collision: " + N);
	}
    }

  /* Forms: per parsed opcode, the best AT&T sample gives the I line; the
     best Intel sample with the same DEFS/USES its Intel key; every other
     key a K line.  */
  std::map<unsigned, std::vector<int>> ByOpc;
  for (size_t I = 0; I < Samples.size (); I++)
    {
      const Sample &S = Samples[I];
      if (!S.Ok || S.Probe)
	continue;
      if (Winner[{S.Intel, S.Key}] != S.Opcode)
	continue;
      ByOpc[S.Opcode].push_back ((int) I);
    }
  for (auto &KV : ByOpc)
    {
      Form F;
      F.Opcode = KV.first;
      F.Name = E.MCII->getName (KV.first).str ();
      F.Flags = flagsOf (E.MCII->get (KV.first), E.MCII->getName (KV.first));
      if (IntelAttOrder.count (KV.first))
	F.Flags = F.Flags == "-" ? "intel-att-order"
		  : F.Flags + ",intel-att-order";
      /* The I line takes the DEFS/USES shared by most keys (so that few K
	 lines need their own), preferring groups with an AT&T key, then
	 the group of the best sample.  */
      std::map<std::pair<std::string, std::string>, std::set<std::pair<bool, std::string>>> Groups;
      bool AnyAtt = false;
      for (int I : KV.second)
	{
	  Groups[{Samples[I].Defs, Samples[I].Uses}].insert (
	      {Samples[I].Intel, Samples[I].Key});
	  AnyAtt |= !Samples[I].Intel;
	}
      int Top = -1;
      for (int I : KV.second)
	if ((!AnyAtt || !Samples[I].Intel)
	    && (Top < 0 || betterSample (Samples[I], Samples[Top], KV.first)))
	  Top = I;
      std::pair<std::string, std::string> G = {Samples[Top].Defs, Samples[Top].Uses};
      for (auto &GV : Groups)
	{
	  bool HasAtt = false;
	  for (auto &K : GV.second)
	    HasAtt |= !K.first;
	  if (AnyAtt && !HasAtt)
	    continue;
	  if (GV.second.size () > Groups[G].size ())
	    G = GV.first;
	}
      F.Defs = G.first;
      F.Uses = G.second;
      int BA = -1, BI = -1;
      for (int I : KV.second)
	{
	  const Sample &S = Samples[I];
	  if (S.Defs != F.Defs || S.Uses != F.Uses)
	    continue;
	  int &B = S.Intel ? BI : BA;
	  if (B < 0 || betterSample (S, Samples[B], KV.first))
	    B = I;
	}
      if (BA >= 0)
	F.AttKey = Samples[BA].Key;
      if (BI >= 0)
	F.IntelKey = Samples[BI].Key;
      F.AttSample = BA;
      F.IntelSample = BI;
      /* K lines: best sample per other key.  */
      std::map<std::pair<bool, std::string>, int> Best;
      for (int I : KV.second)
	{
	  const Sample &S = Samples[I];
	  if ((!S.Intel && S.Key == F.AttKey) || (S.Intel && S.Key == F.IntelKey))
	    continue;
	  auto K = std::make_pair (S.Intel, S.Key);
	  auto It = Best.find (K);
	  if (It == Best.end () || betterSample (S, Samples[It->second], KV.first))
	    Best[K] = I;
	}
      for (auto &B : Best)
	{
	  const Sample &S = Samples[B.second];
	  KLine L;
	  L.Intel = S.Intel;
	  L.Key = S.Key;
	  if (S.Defs != F.Defs || S.Uses != F.Uses)
	    {
	      L.Defs = S.Defs;
	      L.Uses = S.Uses;
	    }
	  F.K.push_back (L);
	}
      Forms[KV.first] = F;
    }
}

/* ------------------------------------------------------------------------
   Phase 4: the documented key lookup (models/FORMAT, "Key lookup"), run
   on every sample to check the table.  */

std::vector<std::string> candidateKinds (const Env &E, const TOp &O,
					 bool IntelSyntax)
{
  std::vector<std::string> C;
  switch (O.K)
    {
    case TOp::Reg:
      C.push_back ("%" + E.name (O.R));
      C.push_back (regKind (E, O.R));
      break;
    case TOp::Mem:
      if (IntelSyntax && O.SizeBits)
	C.push_back ("m" + std::to_string (O.SizeBits) + vsib (E, O) + O.Bcst);
      C.push_back ("m" + vsib (E, O) + O.Bcst);
      break;
    case TOp::Imm:
      if (O.ImmNum && O.ImmVal == 1)
	C.push_back ("i1");
      /* LLVM's imm8 forms also take symbolic values (relaxed later).  */
      if (!O.ImmNum || (O.ImmVal >= -128 && O.ImmVal <= 127))
	C.push_back ("i8");
      C.push_back ("i");
      break;
    case TOp::Expr:
      C.push_back ("rel");
      C.push_back ("m");
      break;
    case TOp::Round:
      C.push_back (O.RoundKind);
      break;
    }
  std::vector<std::string> R;
  for (std::string S : C)
    {
      if (O.Mask)
	S += "{k}";
      if (O.Zero)
	S += "{z}";
      if (O.Indirect && !IntelSyntax)
	S = "*" + S;
      if (std::find (R.begin (), R.end (), S) == R.end ())
	R.push_back (S);
    }
  return R;
}

/* xmm16-31 / ymm16-31: only EVEX can encode them.  */
bool evexOnlyReg (const Env &E, unsigned R)
{
  std::string N = E.name (R);
  return (N.compare (0, 3, "xmm") == 0 || N.compare (0, 3, "ymm") == 0)
	 && atoi (N.c_str () + 3) >= 16;
}

bool Extractor::lookup (bool IntelSyntax, const std::string &Text,
			unsigned &Opc, std::string &Defs, std::string &Uses)
{
  TInst TI = splitAsm (E, Text, IntelSyntax);
  if (!TI.Ok)
    return false;
  std::vector<std::vector<std::string>> Cand;
  bool Evex = TI.Prefix == "{evex}";
  for (const TOp &O : TI.Ops)
    {
      Cand.push_back (candidateKinds (E, O, IntelSyntax));
      if ((O.K == TOp::Reg && evexOnlyReg (E, O.R))
	  || (O.K == TOp::Mem && O.Index && evexOnlyReg (E, O.Index)))
	Evex = true;
    }
  std::vector<std::string> Prefixes;
  if (Evex)
    Prefixes.push_back ("{evex} ");
  else if (!TI.Prefix.empty ())
    Prefixes.push_back (TI.Prefix + " ");
  Prefixes.push_back ("");
  for (const std::string &Pfx : Prefixes)
    {
      /* Every combination of candidate kinds; the last operand (AT&T
	 order) varies fastest, operand 0 slowest.  */
      std::vector<size_t> Idx (Cand.size (), 0);
      for (;;)
	{
	  std::vector<std::string> K;
	  for (size_t I = 0; I < Cand.size (); I++)
	    K.push_back (Cand[I][Idx[I]]);
	  std::string Key = Pfx + TI.Mnem;
	  if (!K.empty ())
	    Key += " " + join (K, ",");
	  auto F = KeyIndex.find ({IntelSyntax, Key});
	  if (F != KeyIndex.end ())
	    {
	      Opc = std::get<0> (F->second);
	      Defs = std::get<1> (F->second);
	      Uses = std::get<2> (F->second);
	      return true;
	    }
	  int P = (int) Cand.size () - 1;
	  while (P >= 0)
	    {
	      if (++Idx[P] < Cand[P].size ())
		break;
	      Idx[P] = 0;
	      P--;
	    }
	  if (P < 0)
	    break;
	}
    }
  return false;
}

void Extractor::selfCheck ()
{
  for (auto &FV : Forms)
    {
      const Form &F = FV.second;
      if (F.AttKey != "-")
	KeyIndex[{false, F.AttKey}] = {F.Opcode, F.Defs, F.Uses};
      if (F.IntelKey != "-")
	KeyIndex[{true, F.IntelKey}] = {F.Opcode, F.Defs, F.Uses};
      for (const KLine &L : F.K)
	KeyIndex[{L.Intel, L.Key}] = {F.Opcode, L.Defs.empty () ? F.Defs : L.Defs,
				      L.Uses.empty () ? F.Uses : L.Uses};
    }
  unsigned Good = 0, Bad = 0, Unusable = 0, Conflicts = 0;
  std::map<std::string, unsigned> WhyCount;
  for (const Sample &S : Samples)
    {
      if (!S.Ok)
	{
	  Unusable++;
	  WhyCount[S.Why]++;
	  Notes.push_back ("unusable sample: `" + S.Text + "' ("
			   + E.MCII->getName (S.Opcode).str () + "): " + S.Why);
	  continue;
	}
      unsigned Opc = ~0u;
      std::string D, U;
      bool Found = lookup (S.Intel, S.Text, Opc, D, U);
      if (Found && Opc == S.Opcode && D == S.Defs && U == S.Uses)
	{
	  Good++;
	  continue;
	}
      if (Found && Opc == S.Opcode)
	{
	  /* Same key and opcode, other operand positions: a spelling that
	     lost to a better-ranked sample of the same form.  */
	  Conflicts++;
	  Notes.push_back (std::string ("position conflict: ")
			   + (S.Intel ? "intel" : "att") + " `" + S.Text + "' "
			   + S.Defs + " " + S.Uses + "; table gives " + D + " "
			   + U);
	  continue;
	}
      Bad++;
      Notes.push_back (
	  std::string ("lookup mismatch: ") + (S.Intel ? "intel" : "att") + " `"
	  + S.Text + "' parses as " + E.MCII->getName (S.Opcode).str () + " "
	  + S.Defs + " " + S.Uses + "; table gives "
	  + (Found ? E.MCII->getName (Opc).str () + " " + D + " " + U
		   : std::string ("nothing")));
    }
  errs () << "self-check: " << Good << " samples found by the key lookup, "
	  << Bad << " not, " << Conflicts
	  << " with other operand positions (see notes), " << Unusable
	  << " unusable\n";
  for (auto &W : WhyCount)
    errs () << "  unusable: " << W.second << " x " << W.first << "\n";
}

/* ------------------------------------------------------------------------
   Phase 5: output.  */

void header (raw_ostream &OS, const std::string &What, const std::string &Cmd)
{
  OS << "# " << What << "\n"
     << "# Generated by models/gen/llvm-extract from LLVM " LLVM_VERSION_STRING
	" (facts of its X86 MC layer;\n"
     << "# LLVM is Apache-2.0 WITH LLVM-exception).  Do not edit: regenerate "
	"with\n"
     << "#   " << Cmd << "\n"
     << "# Format: models/FORMAT.\n";
}

void writeIsa (Extractor &X, raw_ostream &OS)
{
  header (OS, "gcc-mca x86-64 instruction forms (CPU independent).",
	  "make -C models/gen && models/gen/llvm-extract --isa > "
	  "models/x86-64.isa");
  OS << "# " << X.Forms.size () << " forms, sorted by opcode name.\n";
  std::vector<const Form *> V;
  for (auto &F : X.Forms)
    V.push_back (&F.second);
  std::sort (V.begin (), V.end (),
	     [] (const Form *A, const Form *B) { return A->Name < B->Name; });
  for (const Form *F : V)
    {
      OS << "I\t" << F->Name << "\t" << F->AttKey << "\t" << F->IntelKey << "\t"
	 << F->Defs << "\t" << F->Uses << "\t" << F->Flags << "\n";
      std::vector<KLine> K = F->K;
      std::sort (K.begin (), K.end (), [] (const KLine &A, const KLine &B) {
	if (A.Intel != B.Intel)
	  return !A.Intel;
	return A.Key < B.Key;
      });
      for (const KLine &L : K)
	{
	  OS << "K\t" << F->Name << "\t" << (L.Intel ? "INTEL" : "ATT") << "\t"
	     << L.Key;
	  if (!L.Defs.empty ())
	    OS << "\t" << L.Defs << "\t" << L.Uses;
	  OS << "\n";
	}
    }
}

/* The same-register instance: every register source operand (not memory,
   not tied) set to the destination register when it has the
   destination's class, else to the first source of its own class.  */
MCInst sameRegInstance (const Env &E, const MCInst &MI)
{
  const MCInstrDesc &D = E.MCII->get (MI.getOpcode ());
  std::vector<MemGroup> G = memGroups (E, D);
  MCInst R = MI;
  unsigned Dst = 0;
  if (D.getNumDefs () && MI.getOperand (0).isReg ())
    Dst = MI.getOperand (0).getReg ();
  std::map<int, unsigned> FirstOfClass;
  for (unsigned I = D.getNumDefs (); I < D.getNumOperands (); I++)
    {
      if (groupOf (G, I) || !R.getOperand (I).isReg () || !R.getOperand (I).getReg ())
	continue;
      if (D.getOperandConstraint (I, MCOI::TIED_TO) >= 0)
	continue;
      int RC = D.operands ()[I].RegClass;
      if (RC < 0)
	continue;
      const MCRegisterClass &C = E.MRI->getRegClass (RC);
      if (Dst && C.contains (Dst))
	R.getOperand (I).setReg (Dst);
      else if (FirstOfClass.count (RC))
	R.getOperand (I).setReg (FirstOfClass[RC]);
      else
	FirstOfClass[RC] = R.getOperand (I).getReg ();
    }
  return R;
}

unsigned resolveClass (const MCSubtargetInfo &STI, const MCInstrInfo &MCII,
		       const MCInst &MI)
{
  const MCSchedModel &SM = STI.getSchedModel ();
  unsigned ID = MCII.get (MI.getOpcode ()).getSchedClass ();
  while (ID && SM.getSchedClassDesc (ID)->isVariant ())
    ID = STI.resolveVariantSchedClass (ID, &MI, &MCII, SM.getProcessorID ());
  return ID;
}

/* The dependency-breaking facts as llvm-mca's createInstruction computes
   them: one APInt shared by isZeroIdiom and isDependencyBreaking.  */
void depFacts (const Env &E, const MCInst &MI, unsigned CPUID, bool &Zero,
	       bool &Dep, std::string &Mask)
{
  APInt M;
  Zero = E.MCIA->isZeroIdiom (MI, M, CPUID);
  Dep = Zero || E.MCIA->isDependencyBreaking (MI, M, CPUID);
  Mask.clear ();
  if (!Dep)
    return;
  if (M.isZero ())
    {
      Mask = "all";
      return;
    }
  std::vector<std::string> Bits;
  for (unsigned B = 0; B < M.getBitWidth (); B++)
    if (M[B])
      Bits.push_back (std::to_string (B));
  Mask = join (Bits, ",");
}

/* ------------------------------------------------------------------------
   The facts of instances on one CPU, as op/opk/opx lines.  */

/* What an op line says about an instance: its resolved class and the
   attributes (same=, same-zero, same-dep=, move, lat=).  */
struct OpFacts
{
  unsigned Class = 0;			/* 0: unresolved */
  std::vector<std::string> Attrs;
  std::set<unsigned> Classes;		/* classes the line refers to */
  bool operator== (const OpFacts &O) const
  {
    return Class == O.Class && Attrs == O.Attrs;
  }
  bool operator!= (const OpFacts &O) const { return !(*this == O); }
  bool operator< (const OpFacts &O) const
  {
    return Class != O.Class ? Class < O.Class : Attrs < O.Attrs;
  }
};

OpFacts opFacts (const Env &E, const MCSubtargetInfo &STI, const MCInst &MI)
{
  OpFacts F;
  const MCSchedModel &SM = STI.getSchedModel ();
  unsigned CPUID = SM.getProcessorID ();
  F.Class = resolveClass (STI, *E.MCII, MI);
  if (!F.Class)
    return F;
  F.Classes.insert (F.Class);
  MCInst MS = sameRegInstance (E, MI);
  bool Differs = false;
  for (unsigned I = 0; I < MI.getNumOperands (); I++)
    if (MI.getOperand (I).isReg ()
	&& MI.getOperand (I).getReg () != MS.getOperand (I).getReg ())
      Differs = true;
  if (Differs)
    {
      unsigned CS = resolveClass (STI, *E.MCII, MS);
      if (CS && CS != F.Class)
	{
	  F.Attrs.push_back ("same=" + std::to_string (CS));
	  F.Classes.insert (CS);
	}
      bool Z, Dp;
      std::string Mk;
      depFacts (E, MS, CPUID, Z, Dp, Mk);
      if (Z)
	F.Attrs.push_back ("same-zero");
      if (Dp)
	F.Attrs.push_back ("same-dep=" + Mk);
    }
  if (E.MCIA->isOptimizableRegisterMove (MI, CPUID))
    F.Attrs.push_back ("move");
  if (E.MCIA->isCall (MI)
      || MCSchedModel::computeInstrLatency (STI, *SM.getSchedClassDesc (F.Class)) < 0)
    F.Attrs.push_back ("lat=100");
  return F;
}

struct ModelOp
{
  std::string Name;
  OpFacts F;
  struct KeyOver { bool Intel; std::string Key; OpFacts F; };
  struct WhenOver { std::string When; OpFacts F; };
  std::vector<KeyOver> Keys;
  std::vector<WhenOver> When;
};

struct ModelOps
{
  std::vector<ModelOp> Ops;	/* by opcode name */
  std::set<unsigned> Used;
  unsigned NoParse = 0, Other = 0, Unresolved = 0, Invalid = 0, NumOpk = 0,
	   NumOpx = 0;
};

/* The shape of a memory operand, as opx `mem=' conditions name it.  */
std::string shapeName (bool B, bool I, bool D, bool S)
{
  std::string R;
  if (B)
    R += 'b';
  if (I)
    R += 'i';
  if (D)
    R += 'd';
  if (S)
    R += 's';
  return R.empty () ? "-" : R;
}

ModelOps modelOps (Extractor &X, const MCSubtargetInfo &STI,
		   const std::string &CPU)
{
  Env &E = X.E;
  ModelOps R;
  const MCSchedModel &SM = STI.getSchedModel ();
  /* Samples (keys) of every form.  */
  std::map<unsigned, std::vector<int>> KeysOf;
  for (size_t I = 0; I < X.Samples.size (); I++)
    if (X.Samples[I].Ok && !X.Samples[I].Probe
	&& X.Forms.count (X.Samples[I].Opcode))
      KeysOf[X.Samples[I].Opcode].push_back ((int) I);
  std::vector<const Form *> Forms;
  for (auto &FV : X.Forms)
    Forms.push_back (&FV.second);
  std::sort (Forms.begin (), Forms.end (),
	     [] (const Form *A, const Form *B) { return A->Name < B->Name; });
  for (const Form *FP : Forms)
    {
      const Form &F = *FP;
      int SI = F.AttSample >= 0 ? F.AttSample : F.IntelSample;
      if (SI < 0)
	continue;
      const Sample &S = X.Samples[SI];
      Parsed P = E.parse (S.Text, STI, S.Intel);
      if (!P.Ok)
	{
	  R.NoParse++;
	  X.Notes.push_back ("cpu " + CPU + ": `" + S.Text + "' rejected: " + P.Err);
	  continue;
	}
      if (P.Inst.getOpcode () != F.Opcode)
	{
	  R.Other++;
	  X.Notes.push_back ("cpu " + CPU + ": `" + S.Text + "' parses as "
			     + E.MCII->getName (P.Inst.getOpcode ()).str ()
			     + ", not " + F.Name);
	  continue;
	}
      const MCInst &MI = P.Inst;
      OpFacts Primary = opFacts (E, STI, MI);
      if (!Primary.Class)
	{
	  R.Unresolved++;
	  X.Notes.push_back ("cpu " + CPU + ": " + F.Name
			     + ": unable to resolve the scheduling class");
	  continue;
	}
      ModelOp L;
      L.Name = F.Name;

      /* Keys: the op line takes the facts most keys share (the primary
	 sample's on a tie); the others get opk lines.  */
      std::map<std::pair<bool, std::string>, OpFacts> KeyFacts;
      std::map<OpFacts, unsigned> Votes;
      for (int K : KeysOf[F.Opcode])
	{
	  const Sample &KS = X.Samples[K];
	  auto KK = std::make_pair (KS.Intel, KS.Key);
	  /* Prefix words (lock, rep) are not part of keys; a lock prefix
	     is an opx condition.  */
	  std::string First = lower (StringRef (KS.Text).split (' ').first);
	  if (isPrefixWord (First))
	    continue;
	  Parsed KP = E.parse (KS.Text, STI, KS.Intel);
	  if (!KP.Ok || KP.Inst.getOpcode () != F.Opcode)
	    continue;
	  OpFacts KF = opFacts (E, STI, KP.Inst);
	  if (!KF.Class)
	    continue;
	  auto It = KeyFacts.find (KK);
	  if (It != KeyFacts.end ())
	    {
	      if (It->second != KF)
		X.Notes.push_back ("cpu " + CPU + ": " + F.Name + ": key `"
				   + KS.Key + "' has samples of different "
				   "classes (`" + KS.Text + "')");
	      continue;
	    }
	  KeyFacts[KK] = KF;
	}
      for (auto &KV : KeyFacts)
	Votes[KV.second]++;
      OpFacts Op = Primary;
      for (auto &V : Votes)
	if (V.second > Votes[Op])
	  Op = V.first;
      L.F = Op;
      for (auto &KV : KeyFacts)
	if (KV.second != Op)
	  {
	    L.Keys.push_back ({KV.first.first, KV.first.second, KV.second});
	    R.NumOpk++;
	  }
      std::sort (L.Keys.begin (), L.Keys.end (),
		 [] (const ModelOp::KeyOver &A, const ModelOp::KeyOver &B) {
		   return A.Intel != B.Intel ? !A.Intel : A.Key < B.Key;
		 });

      /* Conditions on the instance, tested on the primary sample.  */
      auto When = [&] (const std::string &W, const MCInst &V) {
	OpFacts VF = opFacts (E, STI, V);
	if (VF.Class && VF != Primary)
	  {
	    L.When.push_back ({W, VF});
	    R.NumOpx++;
	  }
      };
      if (!S.Intel)
	{
	  Parsed LP = E.parse ("lock " + S.Text, STI, false);
	  if (LP.Ok && LP.Inst.getOpcode () == F.Opcode)
	    When ("lock", LP.Inst);
	}
      const MCInstrDesc &D = E.MCII->get (F.Opcode);
      std::vector<MemGroup> G = memGroups (E, D);
      std::vector<unsigned> Imms;
      for (unsigned I = 0; I < MI.getNumOperands () && I < D.getNumOperands (); I++)
	if (!groupOf (G, I) && MI.getOperand (I).isImm ()
	    && D.operands ()[I].OperandType != OpTypeCondCode
	    && D.operands ()[I].OperandType != OpTypeRoundingControl)
	  Imms.push_back (I);
      if (Imms.size () == 1)
	for (long long V = -128; V <= 255; V++)
	  {
	    MCInst A = MI;
	    if (A.getOperand (Imms[0]).getImm () == V)
	      continue;
	    A.getOperand (Imms[0]).setImm (V);
	    When ("imm=" + std::to_string (V), A);
	  }
      unsigned Full = 0;
      const MemGroup *MG = nullptr;
      for (const MemGroup &M : G)
	if (M.K == MemGroup::Full)
	  {
	    Full++;
	    MG = &M;
	  }
      if (Full == 1 && MI.getOperand (MG->base ()).isReg ()
	  && MI.getOperand (MG->index ()).isReg ()
	  && E.cls ("GR64")->contains (MI.getOperand (MG->index ()).getReg ())
	  && MI.getOperand (MG->Start + 3).isImm ())
	for (int Sh = 0; Sh < 16; Sh++)
	  {
	    bool B = Sh & 1, I = Sh & 2, Dd = Sh & 4, Sc = Sh & 8;
	    if (Sc && !I)
	      continue;
	    if (B && I && Dd && Sc)
	      continue;		/* the primary instance's own shape */
	    MCInst A = MI;
	    if (!B)
	      A.getOperand (MG->base ()).setReg (0);
	    if (!I)
	      A.getOperand (MG->index ()).setReg (0);
	    A.getOperand (MG->Start + 3).setImm (Dd ? 8 : 0);
	    A.getOperand (MG->Start + 1).setImm (Sc ? 4 : 1);
	    When ("mem=" + shapeName (B, I, Dd, Sc), A);
	  }
      if (!L.Keys.empty () && !L.When.empty ())
	X.Notes.push_back ("cpu " + CPU + ": " + F.Name
			   + " has both opk and opx lines");
      if (!SM.getSchedClassDesc (L.F.Class)->isValid ())
	R.Invalid++;
      for (unsigned C : L.F.Classes)
	R.Used.insert (C);
      for (auto &K : L.Keys)
	R.Used.insert (K.F.Classes.begin (), K.F.Classes.end ());
      for (auto &W : L.When)
	R.Used.insert (W.F.Classes.begin (), W.F.Classes.end ());
      R.Ops.push_back (L);
    }
  return R;
}

/* --survey: op, opk and opx counts for every X86 scheduling model, with
   the conditions that occur: a maintainer's check of what the format has
   to express.  */
void survey (Extractor &X)
{
  Env &E = X.E;
  std::set<const MCSchedModel *> Seen;
  for (const SubtargetSubTypeKV &KV : E.STIAll->getAllProcessorDescriptions ())
    {
      if (!KV.SchedModel || !KV.SchedModel->hasInstrSchedModel ()
	  || Seen.count (KV.SchedModel))
	continue;
      Seen.insert (KV.SchedModel);
      std::unique_ptr<MCSubtargetInfo> STI (
	  E.T->createMCSubtargetInfo (TripleName, KV.Key, ""));
      ModelOps MO = modelOps (X, *STI, KV.Key);
      std::map<std::string, std::set<std::string>> Conds;
      for (const ModelOp &L : MO.Ops)
	{
	  if (!L.Keys.empty ())
	    Conds["key"].insert (L.Name);
	  for (auto &W : L.When)
	    Conds[W.When.substr (0, W.When.find ('='))].insert (
		L.Name + "[" + W.When + "]");
	}
      outs () << KV.Key << ": " << MO.Ops.size () << " op, " << MO.NumOpk
	      << " opk, " << MO.NumOpx << " opx, " << MO.Used.size ()
	      << " classes\n";
      for (auto &C : Conds)
	{
	  outs () << "  " << C.first << " (" << C.second.size () << "):";
	  unsigned N = 0;
	  for (auto &W : C.second)
	    if (N++ < 14)
	      outs () << " " << W;
	  outs () << "\n";
	}
    }
}

bool writeModel (Extractor &X, const std::string &CPU, raw_ostream &OS)
{
  Env &E = X.E;
  std::unique_ptr<MCSubtargetInfo> STI (
      E.T->createMCSubtargetInfo (TripleName, CPU, ""));
  if (!STI || !STI->isCPUStringValid (CPU))
    {
      errs () << "llvm-extract: unknown CPU `" << CPU << "'\n";
      return false;
    }
  const MCSchedModel &SM = STI->getSchedModel ();
  if (!SM.hasInstrSchedModel ())
    {
      errs () << "llvm-extract: CPU `" << CPU
	      << "' has no instruction scheduling model\n";
      return false;
    }
  unsigned CPUID = SM.getProcessorID ();

  header (OS, "gcc-mca CPU model `" + CPU + "'.",
	  "make -C models/gen && models/gen/llvm-extract --cpu=" + CPU
	      + " > models/" + CPU + ".model");
  OS << "model\t" << CPU << "\n";
  std::vector<std::string> Aliases;
  for (const SubtargetSubTypeKV &KV : STI->getAllProcessorDescriptions ())
    if (KV.SchedModel == &SM && CPU != KV.Key)
      Aliases.push_back (KV.Key);
  std::sort (Aliases.begin (), Aliases.end ());
  if (!Aliases.empty ())
    {
      OS << "# CPUs sharing this scheduling model in LLVM (their instruction "
	    "sets may differ).\n";
      OS << "alias\t" << join (Aliases, "\t") << "\n";
    }
  OS << "desc\tLLVM " LLVM_VERSION_STRING " scheduling model of -mcpu="
     << CPU << "\n";
  OS << "source\tLLVM " LLVM_VERSION_STRING
	" X86 MCSchedModel (ProcID " << CPUID
     << "), extracted by models/gen/llvm-extract\n";

  unsigned ROB = SM.MicroOpBufferSize, Retire = 0, LQ = 0, SQ = 0;
  const MCExtraProcessorInfo *EPI =
      SM.hasExtraProcessorInfo () ? &SM.getExtraProcessorInfo () : nullptr;
  if (EPI)
    {
      if (EPI->ReorderBufferSize)
	ROB = EPI->ReorderBufferSize;
      Retire = EPI->MaxRetirePerCycle;
      if (EPI->LoadQueueID)
	LQ = std::max (0, SM.getProcResource (EPI->LoadQueueID)->BufferSize);
      if (EPI->StoreQueueID)
	SQ = std::max (0, SM.getProcResource (EPI->StoreQueueID)->BufferSize);
    }
  OS << "\n";
  OS << "param\tdispatch-width\t" << SM.IssueWidth << "\n";
  OS << "param\tmicroop-buffer\t" << ROB << "\n";
  OS << "param\tretire-width\t" << Retire << "\n";
  OS << "param\tload-latency\t" << SM.LoadLatency << "\n";
  OS << "param\thigh-latency\t" << SM.HighLatency << "\n";
  OS << "param\tmispredict-penalty\t" << SM.MispredictPenalty << "\n";
  OS << "param\tload-queue\t" << LQ << "\n";
  OS << "param\tstore-queue\t" << SQ << "\n";
  OS << "param\tmicroop-queue\t0\n";
  OS << "param\tdecoder-throughput\t0\n";

  OS << "\n# Processor resources, LLVM index order (index 1 first).\n";
  for (unsigned I = 1; I < SM.getNumProcResourceKinds (); I++)
    {
      const MCProcResourceDesc *P = SM.getProcResource (I);
      if (P->SubUnitsIdxBegin)
	{
	  std::vector<std::string> M;
	  for (unsigned U = 0; U < P->NumUnits; U++)
	    {
	      std::string N = SM.getProcResource (P->SubUnitsIdxBegin[U])->Name;
	      if (std::find (M.begin (), M.end (), N) == M.end ())
		M.push_back (N);
	    }
	  OS << "group\t" << P->Name << "\t" << P->BufferSize << "\t"
	     << join (M, ",") << "\n";
	}
      else
	{
	  OS << "resource\t" << P->Name << "\t" << P->NumUnits << "\t"
	     << P->BufferSize;
	  if (P->SuperIdx)
	    OS << "\t" << SM.getProcResource (P->SuperIdx)->Name;
	  OS << "\n";
	}
    }

  OS << "\n# Register files (file 0, the unbounded default, is implicit).\n";
  if (EPI)
    for (unsigned F = 1; F < EPI->NumRegisterFiles; F++)
      {
	const MCRegisterFileDesc &RF = EPI->RegisterFiles[F];
	std::vector<std::string> L;
	for (unsigned C = 0; C < RF.NumRegisterCostEntries; C++)
	  {
	    const MCRegisterCostEntry &CE =
		EPI->RegisterCostTable[RF.RegisterCostEntryIdx + C];
	    const MCRegisterClass &RC = E.MRI->getRegClass (CE.RegisterClassID);
	    for (unsigned R : RC)
	      {
		if (isPseudoReg (E, R))
		  continue;
		L.push_back (E.name (R) + ":" + std::to_string (CE.Cost) + ":"
			     + (CE.AllowMoveElimination ? "1" : "0"));
	      }
	  }
	OS << "regfile\t" << RF.Name << "\t" << RF.NumPhysRegs << "\t"
	   << RF.MaxMovesEliminatedPerCycle << "\t"
	   << (RF.AllowZeroMoveEliminationOnly ? 1 : 0) << "\t"
	   << (L.empty () ? "-" : join (L, ",")) << "\n";
      }

  ModelOps MO = modelOps (X, *STI, CPU);
  std::set<unsigned> &Used = MO.Used;
  /* Scheduling classes used by the op lines, by LLVM index.  */
  std::set<unsigned> AdvWriters;
  for (unsigned C : Used)
    for (const MCReadAdvanceEntry &RA :
	 STI->getReadAdvanceEntries (*SM.getSchedClassDesc (C)))
      if (RA.WriteResourceID)
	AdvWriters.insert (RA.WriteResourceID);
  OS << "\n# Scheduling classes (resolved; LLVM class index as ID).\n";
  for (unsigned C : Used)
    {
      const MCSchedClassDesc *SC = SM.getSchedClassDesc (C);
      std::vector<std::string> Fl, Res, Lat, Adv;
      if (SC->BeginGroup)
	Fl.push_back ("begin-group");
      if (SC->EndGroup)
	Fl.push_back ("end-group");
      if (SC->RetireOOO)
	Fl.push_back ("retire-ooo");
      for (const MCWriteProcResEntry *W = STI->getWriteProcResBegin (SC),
				      *WE = STI->getWriteProcResEnd (SC);
	   W != WE; ++W)
	{
	  std::string S = std::string (SM.getProcResource (W->ProcResourceIdx)->Name)
			  + ":" + std::to_string (W->ReleaseAtCycle);
	  if (W->AcquireAtCycle)
	    S += "@" + std::to_string (W->AcquireAtCycle);
	  Res.push_back (S);
	}
      for (unsigned I = 0; I < SC->NumWriteLatencyEntries; I++)
	{
	  const MCWriteLatencyEntry *W = STI->getWriteLatencyEntry (SC, I);
	  std::string S = std::to_string (W->Cycles);
	  if (W->WriteResourceID && AdvWriters.count (W->WriteResourceID))
	    S += "/" + std::to_string (W->WriteResourceID);
	  Lat.push_back (S);
	}
      ArrayRef<MCReadAdvanceEntry> RA = STI->getReadAdvanceEntries (*SC);
      for (size_t I = 0; I < RA.size ();)
	{
	  size_t J = I;
	  std::vector<std::string> W;
	  while (J < RA.size () && RA[J].UseIdx == RA[I].UseIdx
		 && RA[J].Cycles == RA[I].Cycles
		 && (RA[J].WriteResourceID != 0) == (RA[I].WriteResourceID != 0))
	    {
	      if (RA[J].WriteResourceID)
		W.push_back (std::to_string (RA[J].WriteResourceID));
	      J++;
	    }
	  std::string S = std::to_string (RA[I].UseIdx) + ":"
			  + std::to_string (RA[I].Cycles);
	  if (!W.empty ())
	    S += "/" + join (W, "|");
	  Adv.push_back (S);
	  I = J;
	}
      OS << "sched\t" << C << "\t" << SC->Name << "\t"
	 << (SC->isValid () ? std::to_string (SC->NumMicroOps) : "invalid")
	 << "\t" << (Fl.empty () ? "-" : join (Fl, ",")) << "\t"
	 << (Res.empty () ? "-" : join (Res, ",")) << "\t"
	 << (Lat.empty () ? "-" : join (Lat, ",")) << "\t"
	 << (Adv.empty () ? "-" : join (Adv, ",")) << "\n";
    }

  OS << "\n# Instruction forms of models/x86-64.isa on this CPU, by opcode "
	"name;\n# opk and opx lines follow the op line of their opcode.\n";
  for (const ModelOp &L : MO.Ops)
    {
      OS << "op\t" << L.Name << "\t" << L.F.Class;
      for (const std::string &A : L.F.Attrs)
	OS << "\t" << A;
      OS << "\n";
      for (const auto &K : L.Keys)
	{
	  OS << "opk\t" << L.Name << "\t" << (K.Intel ? "INTEL" : "ATT") << "\t"
	     << K.Key << "\t" << K.F.Class;
	  for (const std::string &A : K.F.Attrs)
	    OS << "\t" << A;
	  OS << "\n";
	}
      for (const auto &W : L.When)
	{
	  OS << "opx\t" << L.Name << "\t" << W.When << "\t" << W.F.Class;
	  for (const std::string &A : W.F.Attrs)
	    OS << "\t" << A;
	  OS << "\n";
	}
    }
  errs () << "cpu " << CPU << ": " << MO.Ops.size () << " op lines ("
	  << MO.Invalid << " with an invalid class), " << MO.NumOpk
	  << " opk, " << MO.NumOpx << " opx, " << Used.size ()
	  << " classes; " << MO.NoParse << " forms rejected by the parser, "
	  << MO.Other << " parsed as another opcode, " << MO.Unresolved
	  << " unresolved\n";
  return true;
}

/* --annotate: for every line of standard input (an instruction, AT&T
   unless the line starts with "INTEL\t"), the opcode LLVM's parser
   chooses and the key, DEFS and USES derived from that very text.  */
void annotate (Extractor &X)
{
  Env &E = X.E;
  std::string Line;
  char Buf[4096];
  while (fgets (Buf, sizeof Buf, stdin))
    {
      Line = Buf;
      while (!Line.empty () && (Line.back () == '\n' || Line.back () == '\r'))
	Line.pop_back ();
      bool IntelSyntax = false;
      std::string Text = Line;
      if (StringRef (Text).starts_with ("INTEL\t"))
	{
	  IntelSyntax = true;
	  Text = Text.substr (6);
	}
      Parsed P = E.parse (Text, *E.STIAll, IntelSyntax);
      outs () << Line << "\t";
      if (!P.Ok)
	{
	  outs () << "!\t" << P.Err << "\n";
	  continue;
	}
      TInst TI = splitAsm (E, Text, IntelSyntax);
      std::string Key, Defs, Uses, Why;
      bool Ok = TI.Ok;
      if (Ok)
	{
	  Key = makeKey (E, TI, P.Inst, IntelSyntax, ImmAny);
	  Ok = defsUses (E, TI, P.Inst, Defs, Uses, Why);
	}
      outs () << E.MCII->getName (P.Inst.getOpcode ()) << "\t"
	      << (TI.Ok ? Key : "!" + TI.Why) << "\t"
	      << (Ok ? Defs + "\t" + Uses : "!\t" + Why) << "\n";
    }
}


void usage ()
{
  errs () << "usage: llvm-extract --isa | --cpu=NAME | --list-cpus | --annotate\n"
	     "         [--notes=FILE] [--samples=FILE]\n"
	     "  --isa         print models/x86-64.isa\n"
	     "  --cpu=NAME    print the model of X86 CPU NAME (as llvm-mca "
	     "-mcpu=NAME)\n"
	     "  --list-cpus   list the CPUs LLVM knows, with their models\n"
	     "  --annotate    read instructions (one a line; \"INTEL<TAB>\" prefix\n"
	     "                for Intel syntax), print LLVM's opcode, key, DEFS, USES\n"
	     "  --notes=FILE  write collisions, unusable samples and other "
	     "findings\n"
	     "  --samples=FILE write every sample: syntax, text, opcode, key, "
	     "DEFS, USES\n";
}

} // namespace

int main (int argc, char **argv)
{
  bool Isa = false, ListCpus = false, Annotate = false, Survey = false;
  std::string Cpu, NotesFile, SamplesFile;
  for (int I = 1; I < argc; I++)
    {
      StringRef A (argv[I]);
      if (A == "--isa")
	Isa = true;
      else if (A.consume_front ("--cpu="))
	Cpu = A.str ();
      else if (A == "--list-cpus")
	ListCpus = true;
      else if (A == "--annotate")
	Annotate = true;
      else if (A == "--survey")
	Survey = true;
      else if (A.consume_front ("--notes="))
	NotesFile = A.str ();
      else if (A.consume_front ("--samples="))
	SamplesFile = A.str ();
      else
	{
	  usage ();
	  return 2;
	}
    }
  if ((Isa ? 1 : 0) + (Cpu.empty () ? 0 : 1) + (ListCpus ? 1 : 0)
      + (Annotate ? 1 : 0) + (Survey ? 1 : 0) != 1)
    {
      usage ();
      return 2;
    }
  Env E;
  std::string Err;
  if (!E.init (Err))
    {
      errs () << "llvm-extract: " << Err << "\n";
      return 1;
    }
  if (ListCpus)
    {
      for (const SubtargetSubTypeKV &KV : E.STIAll->getAllProcessorDescriptions ())
	outs () << KV.Key << "\t"
		<< (KV.SchedModel && KV.SchedModel->hasInstrSchedModel ()
			? "ProcID " + std::to_string (KV.SchedModel->getProcessorID ())
			: std::string ("no scheduling model"))
		<< "\n";
      return 0;
    }
  Extractor X (E);
  if (Annotate)
    {
      annotate (X);
      return 0;
    }
  X.build ();
  errs () << "opcodes " << E.MCII->getNumOpcodes () << ", synthesised "
	  << X.NumSynth << ", texts parsed " << X.NumParsed << ", samples "
	  << X.Samples.size () << ", forms " << X.Forms.size () << "\n";
  X.selfCheck ();
  if (!SamplesFile.empty ())
    {
      std::error_code EC;
      raw_fd_ostream OS (SamplesFile, EC);
      for (const Sample &S : X.Samples)
	OS << (S.Intel ? "INTEL" : "ATT") << "\t" << S.Text << "\t"
	   << E.MCII->getName (S.Origin) << "\t"
	   << E.MCII->getName (S.Opcode) << "\t" << S.Rank << "\t"
	   << (S.Ok ? S.Key : "!" + S.Why) << "\t" << S.Defs << "\t" << S.Uses
	   << "\n";
    }
  bool Ok = true;
  if (Survey)
    survey (X);
  else if (Isa)
    writeIsa (X, outs ());
  else
    Ok = writeModel (X, Cpu, outs ());
  if (!NotesFile.empty ())
    {
      std::error_code EC;
      raw_fd_ostream OS (NotesFile, EC);
      for (const std::string &N : X.Notes)
	OS << N << "\n";
    }
  return Ok ? 0 : 1;
}
