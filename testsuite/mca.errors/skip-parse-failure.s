# -skip-unsupported-instructions=parse-failure drops the lines that do
# not parse (an unknown mnemonic, an operand missing) and simulates the
# rest, as llvm-mca does.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -skip-unsupported-instructions=parse-failure
# STDERR: frobnicate
# STDERR: missing operand
	frobnicate	%eax
	addl	%eax, %ebx
	movl	%eax,
	imull	%ecx, %edx
