# -instruction-tables takes llvm-mca 19's boolean values.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -instruction-tables=true
# RUN-false: -mcpu=btver2 -instruction-tables=false
	addl	%eax, %ebx
	imull	%ecx, %edx
