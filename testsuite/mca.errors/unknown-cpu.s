# An unknown CPU: exit status 1 and a message naming it.
# RUN: -mcpu=pentium9000
# STATUS: 1
# STDERR: gcc-mca: error: unknown CPU `pentium9000' (-mcpu=help lists the models)
	addl	%eax, %ebx
