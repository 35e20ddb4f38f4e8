# CPU: znver4
# MEASURED: 1.65
# an imull (ALU1) and four independent addq chains: 1.65, 1.01 with three chains; two imull and four chains 2.75 (zen4-int-87); the model 1.25 and 2.00
	imull $3, %r8d, %ecx
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %rbx
