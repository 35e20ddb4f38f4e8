# An END naming no open region.
# RUN: -mcpu=btver2
# STATUS: 1
# STDERR: found an invalid region end directive
# LLVM-MCA-BEGIN A
	addl	%eax, %ebx
# LLVM-MCA-END B
