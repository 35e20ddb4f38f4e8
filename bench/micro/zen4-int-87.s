# CPU: znver4
# MEASURED: 2.75
# zen4-int-86 with two imull
	imull $3, %r8d, %ecx
	imull $3, %r8d, %edx
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %rbx
