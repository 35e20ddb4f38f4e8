# -skip-unsupported-instructions=none drops nothing.
# RUN: -mcpu=btver2 -skip-unsupported-instructions=none
# STATUS: 1
# STDERR: error: found an unsupported instruction
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	addl	%eax, %ebx
