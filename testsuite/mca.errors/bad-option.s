# A bad option value.
# RUN: -mcpu=btver2 -iterations=many
# STATUS: 1
# STDERR: iterations
	addl	%eax, %ebx
