# -skip-unsupported-instructions=any drops both kinds, as llvm-mca does.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -skip-unsupported-instructions=any
# STDERR: warning: unknown mnemonic `frobnicate', skipping
# STDERR: vfmadd231ps
	frobnicate	%eax
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	addl	%eax, %ebx
	imull	%ecx, %edx
