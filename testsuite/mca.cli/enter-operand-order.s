# enter keeps one operand order in both syntaxes (LLVM's ENTER has one
# asm string: `enter $7, $8' is `enter 7, 8'), where every other form
# lists them reversed in Intel syntax: read from either syntax and
# printed in either, the frame size stays first.  The ISA table says it
# with the form's intel-att-order flag (models/FORMAT).
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -instruction-tables
# RUN-intel: -mcpu=btver2 -instruction-tables -output-asm-variant=1
	enter $7, $8
	addl $1, %eax
	.intel_syntax noprefix
	enter 16, 1
	add eax, 2
	.att_syntax prefix
	enter $32, $0
