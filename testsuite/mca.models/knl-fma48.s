# Knights Landing: the FMA loop unrolled to 48 FMAs (51 instructions).
# Dispatch alone allows 26 cycles; the limit of 12 vector-pipe
# instructions per 7 cycles makes it 28.  Measured: 7.085 billion
# cycles for 0.25 billion iterations (28.34 per iteration).
# SOURCE: McCalpin, table, unrolling 4
# CPU: knl
# CYCLES: 28.0
# BINDS: KNLVPU issue rate
.L8:
 addl $1, %eax
 vfmadd213pd %zmm16, %zmm17, %zmm18
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vfmadd213pd %zmm16, %zmm17, %zmm23
 vfmadd213pd %zmm16, %zmm17, %zmm24
 vfmadd213pd %zmm16, %zmm17, %zmm25
 vfmadd213pd %zmm16, %zmm17, %zmm26
 vfmadd213pd %zmm16, %zmm17, %zmm27
 vfmadd213pd %zmm16, %zmm17, %zmm28
 vfmadd213pd %zmm16, %zmm17, %zmm29
 vfmadd213pd %zmm16, %zmm17, %zmm18
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vfmadd213pd %zmm16, %zmm17, %zmm23
 vfmadd213pd %zmm16, %zmm17, %zmm24
 vfmadd213pd %zmm16, %zmm17, %zmm25
 vfmadd213pd %zmm16, %zmm17, %zmm26
 vfmadd213pd %zmm16, %zmm17, %zmm27
 vfmadd213pd %zmm16, %zmm17, %zmm28
 vfmadd213pd %zmm16, %zmm17, %zmm29
 vfmadd213pd %zmm16, %zmm17, %zmm18
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vfmadd213pd %zmm16, %zmm17, %zmm23
 vfmadd213pd %zmm16, %zmm17, %zmm24
 vfmadd213pd %zmm16, %zmm17, %zmm25
 vfmadd213pd %zmm16, %zmm17, %zmm26
 vfmadd213pd %zmm16, %zmm17, %zmm27
 vfmadd213pd %zmm16, %zmm17, %zmm28
 vfmadd213pd %zmm16, %zmm17, %zmm29
 vfmadd213pd %zmm16, %zmm17, %zmm18
 vfmadd213pd %zmm16, %zmm17, %zmm19
 vfmadd213pd %zmm16, %zmm17, %zmm20
 vfmadd213pd %zmm16, %zmm17, %zmm21
 vfmadd213pd %zmm16, %zmm17, %zmm22
 vfmadd213pd %zmm16, %zmm17, %zmm23
 vfmadd213pd %zmm16, %zmm17, %zmm24
 vfmadd213pd %zmm16, %zmm17, %zmm25
 vfmadd213pd %zmm16, %zmm17, %zmm26
 vfmadd213pd %zmm16, %zmm17, %zmm27
 vfmadd213pd %zmm16, %zmm17, %zmm28
 vfmadd213pd %zmm16, %zmm17, %zmm29
 cmpl $1000000000, %eax
 jb .L8
